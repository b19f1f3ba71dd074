#!/usr/bin/env python3
"""Draw bugbox's whole art set as SVG files under `resources/art/`.

Why a script: the box has families of near-identical pieces (26 tile values, four bug kinds on
cards, dice and legends, six die faces ...). Drawing each shape once, in code, keeps them in one
hand: the same outline weight, the same palette (`docs/art-direction.md`), the same bug head on a
card corner and on a die. The output is plain SVG, checked in; the app never runs this script.

Run:  python tools/make_art.py          (rewrites every file; deterministic, no randomness
                                          beyond a fixed seed, so a re-run gives no diff)

Only SVG features that Qt's `QSvgRenderer` draws are used: paths, basic shapes, groups with
transforms, `<pattern>` fills (Qt has no clip paths, so a body pattern is a second copy of the
body filled with a pattern), one linear or radial gradient as the "one soft highlight". All
lettering (tile values, board coordinates) is drawn as strokes from the little rounded font
below, so it looks the same on every machine and needs no installed font.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ART = ROOT / "resources" / "art"

# ---- palette (docs/art-direction.md) ------------------------------------------------------
INK = "#2B2B2B"
PAPER = "#FBF6EC"
FELT = "#2F5D50"
TILE_LIGHT = "#EDEDED"
TILE_DARK = "#BDBDBD"
RED = "#D55E00"
YELLOW = "#E69F00"
YELLOW_HI = "#F0E442"
GREEN = "#009E73"
BLUE = "#0072B2"
POSITIVE = "#2E9E44"
NEGATIVE = "#C0392B"
LUCK = "#F2C14E"
# a few supporting tones, all mixed from the palette so nothing new is introduced
BONE = "#F1DDB0"
CARDBOARD = "#D9A766"
STEEL = "#9AA5AD"
SKIN = "#F2C7A5"
ROACH = "#8A4B2A"
WOOD = "#8C5E3C"

KIND_COLOUR = {"red": RED, "yellow": YELLOW, "green": GREEN, "blue": BLUE}


def hexrgb(c: str) -> tuple[int, int, int]:
    return int(c[1:3], 16), int(c[3:5], 16), int(c[5:7], 16)


def mix(a: str, b: str, t: float) -> str:
    """Colour a moved a fraction t towards b (shades and tints stay inside the palette)."""
    ra, rb = hexrgb(a), hexrgb(b)
    return "#" + "".join(f"{round(x + (y - x) * t):02X}" for x, y in zip(ra, rb, strict=True))


def n(x: float) -> str:
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


# ---- tiny SVG writer --------------------------------------------------------------------
def attrs(kw: dict) -> str:
    out = []
    for key, value in kw.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        if name == "href":
            name = "xlink:href"
        out.append(f'{name}="{n(value) if isinstance(value, float | int) else value}"')
    return " ".join(out)


def el(tag: str, **kw) -> str:
    return f"<{tag} {attrs(kw)}/>"


def g(children: Iterable[str] | str, **kw) -> str:
    body = children if isinstance(children, str) else "".join(children)
    a = attrs(kw)
    return f"<g {a}>{body}</g>" if a else f"<g>{body}</g>"


def at(
    children: Iterable[str] | str, x: float = 0, y: float = 0, s: float = 1, r: float = 0, sx: float | None = None
) -> str:
    """Place a drawing: translate, then rotate (degrees) and scale about the new origin."""
    t = f"translate({n(x)},{n(y)})"
    if r:
        t += f" rotate({n(r)})"
    if sx is not None:
        t += f" scale({n(sx)},{n(s)})"
    elif s != 1:
        t += f" scale({n(s)})"
    return g(children, transform=t)


def path(d: str, fill: str = "none", stroke: str | None = INK, sw: float | None = None, **kw) -> str:
    return el(
        "path",
        d=d,
        fill=fill,
        stroke=stroke,
        stroke_width=sw if stroke else None,
        stroke_linejoin="round" if stroke else None,
        stroke_linecap="round" if stroke else None,
        **kw,
    )


def circle(cx: float, cy: float, r: float, fill: str, stroke: str | None = INK, sw: float | None = None, **kw) -> str:
    return el("circle", cx=cx, cy=cy, r=r, fill=fill, stroke=stroke, stroke_width=sw if stroke else None, **kw)


def ellipse(
    cx: float, cy: float, rx: float, ry: float, fill: str, stroke: str | None = INK, sw: float | None = None, **kw
) -> str:
    return el(
        "ellipse", cx=cx, cy=cy, rx=rx, ry=ry, fill=fill, stroke=stroke, stroke_width=sw if stroke else None, **kw
    )


def rect(
    x: float,
    y: float,
    w: float,
    h: float,
    fill: str,
    rx: float = 0,
    stroke: str | None = INK,
    sw: float | None = None,
    **kw,
) -> str:
    return el(
        "rect",
        x=x,
        y=y,
        width=w,
        height=h,
        rx=rx or None,
        fill=fill,
        stroke=stroke,
        stroke_width=sw if stroke else None,
        stroke_linejoin="round" if stroke else None,
        **kw,
    )


def poly(points: Iterable[tuple[float, float]], closed: bool = True) -> str:
    pts = list(points)
    d = "M" + " L".join(f"{n(x)},{n(y)}" for x, y in pts)
    return d + (" Z" if closed else "")


class Doc:
    """One SVG file: a viewBox, shared <defs> (patterns, gradients) and the drawing."""

    def __init__(self, w: float, h: float, stretch: bool = False) -> None:
        self.w, self.h, self.stretch = w, h, stretch
        self.defs: dict[str, str] = {}
        self.parts: list[str] = []

    def add(self, *markup: str) -> None:
        self.parts.extend(markup)

    def define(self, ident: str, markup: str) -> str:
        self.defs.setdefault(ident, markup)
        return f"url(#{ident})"

    def text(self) -> str:
        par = ' preserveAspectRatio="none"' if self.stretch else ""
        defs = f"<defs>{''.join(self.defs.values())}</defs>" if self.defs else ""
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
            f'version="1.1" viewBox="0 0 {n(self.w)} {n(self.h)}" width="{n(self.w)}" '
            f'height="{n(self.h)}"{par}>\n{defs}\n' + "\n".join(self.parts) + "\n</svg>\n"
        )


def stripes_pattern(
    doc: Doc, ident: str, colour: str, opacity: float, period: float, width: float, angle: float = 0
) -> str:
    rot = f' patternTransform="rotate({n(angle)})"' if angle else ""
    return doc.define(
        ident,
        f'<pattern id="{ident}" width="{n(period)}" height="{n(period)}" '
        f'patternUnits="userSpaceOnUse"{rot}>'
        + rect(0, 0, period, width, colour, stroke=None, opacity=opacity)
        + "</pattern>",
    )


def dots_pattern(doc: Doc, ident: str, colour: str, opacity: float, period: float, r: float) -> str:
    q = period / 4
    return doc.define(
        ident,
        f'<pattern id="{ident}" width="{n(period)}" height="{n(period)}" '
        f'patternUnits="userSpaceOnUse">'
        + circle(q, q, r, colour, stroke=None, opacity=opacity)
        + circle(3 * q, 3 * q, r, colour, stroke=None, opacity=opacity)
        + "</pattern>",
    )


def waves_pattern(doc: Doc, ident: str, colour: str, opacity: float, period: float, sw: float) -> str:
    h = period * 0.6
    d = (
        f"M{n(-period / 2)},{n(h / 2)} Q{n(-period / 4)},{n(h / 2 - period / 5)} 0,{n(h / 2)} "
        f"T{n(period / 2)},{n(h / 2)} T{n(period)},{n(h / 2)} T{n(period * 1.5)},{n(h / 2)}"
    )
    return doc.define(
        ident,
        f'<pattern id="{ident}" width="{n(period)}" height="{n(h)}" '
        f'patternUnits="userSpaceOnUse">' + path(d, stroke=colour, sw=sw, opacity=opacity) + "</pattern>",
    )


def highlight(doc: Doc) -> str:
    """The one soft highlight allowed on a piece (top-left sheen)."""
    return doc.define(
        "sheen",
        '<radialGradient id="sheen" cx="0.35" cy="0.3" r="0.65">'
        '<stop offset="0" stop-color="#FFFFFF" stop-opacity="0.55"/>'
        '<stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient>',
    )


# ---- a small rounded stroke font (digits, A-G, signs) -------------------------------------
# Glyph box: 60 wide, 100 tall, y down. Drawn as round-capped strokes; `advance` is the width
# taken in a line of text.
GLYPHS = {
    "0": "M30,0 C52,0 60,22 60,50 C60,78 52,100 30,100 C8,100 0,78 0,50 C0,22 8,0 30,0 Z",
    "1": "M8,20 L32,0 V100",
    "2": "M3,22 C6,6 18,0 31,0 C47,0 58,10 58,26 C58,46 36,62 3,100 H60",
    "3": "M4,12 C12,4 20,0 30,0 C46,0 56,10 56,25 C56,40 44,48 26,48 C46,48 60,58 60,74 "
    "C60,90 46,100 30,100 C18,100 8,95 2,86",
    "4": "M44,100 V2 L1,70 H60",
    "5": "M56,2 H12 L7,46 C15,39 23,36 32,36 C50,36 60,50 60,68 C60,88 46,100 30,100 C18,100 8,94 2,86",
    "6": "M54,8 C46,2 39,0 32,0 C12,0 2,22 2,56 C2,86 14,100 31,100 C48,100 60,88 60,68 "
    "C60,48 48,38 32,38 C18,38 6,46 2,60",
    "7": "M1,2 H59 L20,100",
    "8": "M30,46 C14,46 6,37 6,23 C6,9 16,0 30,0 C44,0 54,9 54,23 C54,37 46,46 30,46 "
    "C12,46 2,58 2,73 C2,90 14,100 30,100 C46,100 58,90 58,73 C58,58 48,46 30,46 Z",
    "9": "M6,92 C14,98 21,100 28,100 C48,100 58,78 58,44 C58,14 46,0 29,0 C12,0 0,12 0,32 "
    "C0,52 12,62 28,62 C42,62 54,54 58,40",
    "A": "M0,100 L30,0 L60,100 M11,66 H49",
    "B": "M4,100 V0 H30 C46,0 55,10 55,24 C55,38 46,48 30,48 H4 M30,48 C49,48 60,58 60,74 C60,90 49,100 30,100 H4",
    "C": "M58,16 C51,5 42,0 32,0 C12,0 2,22 2,50 C2,78 12,100 32,100 C42,100 51,95 58,84",
    "D": "M4,0 V100 H24 C48,100 60,80 60,50 C60,20 48,0 24,0 Z",
    "E": "M56,0 H4 V100 H56 M4,48 H44",
    "F": "M56,0 H4 V100 M4,48 H44",
    "G": "M58,16 C51,5 42,0 32,0 C12,0 2,22 2,50 C2,78 12,100 32,100 C48,100 58,88 58,70 V58 H34",
    "+": "M30,22 V78 M2,50 H58",
    "-": "M4,50 H56",
}
ADVANCE = {"1": 44, "+": 60, "-": 60}


def text_width(s: str, gap: float = 20) -> float:
    return sum(ADVANCE.get(c, 60) for c in s) + gap * (len(s) - 1)


def lettering(
    s: str,
    cx: float,
    cy: float,
    height: float,
    colour: str,
    weight: float,
    outline: str | None = None,
    outline_w: float = 0,
    gap: float = 20,
    sizes: dict[int, float] | None = None,
) -> str:
    """Text centred on (cx, cy): `weight` and `outline_w` are in output units."""
    sizes = sizes or {}
    scales = [sizes.get(i, 1.0) for i in range(len(s))]
    widths = [ADVANCE.get(c, 60) * k for c, k in zip(s, scales, strict=True)]
    total = sum(widths) + gap * (len(s) - 1)
    k = height / 100
    x = -total / 2
    glyphs = []
    for c, w, sc in zip(s, widths, scales, strict=True):
        glyphs.append((GLYPHS[c], x + (w - 60 * sc) / 2 if c == "1" else x, sc))
        x += w + gap
    out = []
    layers = ([(outline, weight + 2 * outline_w)] if outline else []) + [(colour, weight)]
    for col, wgt in layers:
        parts = [at(path(d, stroke=col, sw=wgt / k / sc), x0, 50 - 50 * sc, sc) for d, x0, sc in glyphs]
        out.append(g(parts))
    return at(at(out, -0, -50), cx, cy, k)


# ---- bugs (Voll verasselt) ---------------------------------------------------------------
# Each bug is drawn head up in a 200 x 200 box. `sw` is the outline width in those units.
def eye(
    cx: float, cy: float, r: float, sw: float, look: tuple[float, float] = (0.25, 0.2), lid: str | None = None
) -> str:
    out = [circle(cx, cy, r, "#FFFFFF", sw=sw)]
    out.append(circle(cx + look[0] * r, cy + look[1] * r, r * 0.48, INK, stroke=None))
    out.append(circle(cx + look[0] * r - r * 0.18, cy + look[1] * r - r * 0.2, r * 0.15, "#FFFFFF", stroke=None))
    if lid:  # a sleepy half-lid in the body colour
        out.append(path(f"M{n(cx - r)},{n(cy)} A{n(r)},{n(r)} 0 0 1 {n(cx + r)},{n(cy)} Z", fill=lid, sw=sw))
    return "".join(out)


def antenna(x0: float, y0: float, d: str, tip: tuple[float, float], sw: float, knob: float) -> str:
    return path(f"M{n(x0)},{n(y0)} {d}", sw=sw) + circle(tip[0], tip[1], knob, INK, stroke=None)


def mirror_x(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    return [(200 - x, y) for x, y in points]


def legs(spec: list[list[tuple[float, float]]], sw: float) -> str:
    out = []
    for pts in spec:
        for side in (pts, mirror_x(pts)):
            out.append(path(poly(side, closed=False), sw=sw * 1.15))
    return "".join(out)


def head_rattle(doc: Doc, sw: float, cx: float = 100, cy: float = 50, r: float = 31) -> str:
    """Round head with two stripes over the brow and straight ball-tipped feelers."""
    col = RED
    dark = mix(RED, INK, 0.55)
    k = r / 31
    out = [
        antenna(cx - 12 * k, cy - 26 * k, f"L{n(cx - 30 * k)},{n(cy - 47 * k)}", (cx - 30 * k, cy - 47 * k), sw, 6 * k),
        antenna(cx + 12 * k, cy - 26 * k, f"L{n(cx + 30 * k)},{n(cy - 47 * k)}", (cx + 30 * k, cy - 47 * k), sw, 6 * k),
        circle(cx, cy, r, col, sw=sw),
    ]
    for dy in (-22, -12):
        half = math.sqrt(max(0.0, r * r - (dy * k) ** 2)) - sw * 0.9
        out.append(
            path(
                f"M{n(cx - half)},{n(cy + dy * k)} Q{n(cx)},{n(cy + dy * k - 5 * k)} {n(cx + half)},{n(cy + dy * k)}",
                stroke=dark,
                sw=6.5 * k,
            )
        )
    out.append(eye(cx - 11 * k, cy + 3 * k, 8.5 * k, sw * 0.7))
    out.append(eye(cx + 11 * k, cy + 3 * k, 8.5 * k, sw * 0.7))
    out.append(
        path(
            f"M{n(cx - 10 * k)},{n(cy + 17 * k)} Q{n(cx)},{n(cy + 25 * k)} {n(cx + 10 * k)},{n(cy + 17 * k)}",
            sw=sw * 0.8,
        )
    )
    return "".join(out)


def bug_rattle(doc: Doc, sw: float) -> str:
    """Rattle bug: round striped body with a segmented rattle for a tail."""
    stripes = stripes_pattern(doc, "rattle-stripes", mix(RED, INK, 0.55), 1.0, 24, 9)
    out = [
        legs([[(60, 86), (34, 74), (24, 86)], [(52, 108), (24, 110), (16, 124)], [(58, 132), (32, 148), (30, 164)]], sw)
    ]
    for cy, rx, ry in ((186, 12, 7), (175, 16, 8), (163, 20, 10)):
        out.append(ellipse(100, cy, rx, ry, BONE, sw=sw * 0.8))
    out.append(circle(100, 108, 52, RED, sw=sw))
    out.append(circle(100, 108, 52 - sw / 2, stripes, stroke=None))
    out.append(circle(100, 108, 52, "none", sw=sw))
    out.append(head_rattle(doc, sw))
    return "".join(out)


def head_chatter(doc: Doc, sw: float, cx: float = 100, cy: float = 74, r: float = 54) -> str:
    """Chatter bug head: huge, with a wide-open chattering mouth, freckles and curly feelers."""
    k = r / 54
    dark = mix(YELLOW, INK, 0.5)
    out = []
    for s in (-1, 1):
        x0 = cx + s * 20 * k
        out.append(
            path(
                f"M{n(x0)},{n(cy - 50 * k)} C{n(cx + s * 28 * k)},{n(cy - 80 * k)} "
                f"{n(cx + s * 58 * k)},{n(cy - 74 * k)} {n(cx + s * 52 * k)},{n(cy - 60 * k)} "
                f"C{n(cx + s * 48 * k)},{n(cy - 51 * k)} {n(cx + s * 38 * k)},{n(cy - 56 * k)} "
                f"{n(cx + s * 42 * k)},{n(cy - 63 * k)}",
                sw=sw,
            )
        )
    out.append(circle(cx, cy, r, YELLOW, sw=sw))
    for dx, dy in ((0, -42), (-15, -36), (15, -36), (-40, 12), (40, 12), (-44, -2), (44, -2)):
        out.append(circle(cx + dx * k, cy + dy * k, 4.5 * k, dark, stroke=None))
    out.append(eye(cx - 20 * k, cy - 18 * k, 13 * k, sw * 0.7, look=(0.35, 0.1)))
    out.append(eye(cx + 20 * k, cy - 18 * k, 13 * k, sw * 0.7, look=(0.35, 0.1)))
    mouth = (
        f"M{n(cx - 34 * k)},{n(cy + 6 * k)} Q{n(cx)},{n(cy)} {n(cx + 34 * k)},{n(cy + 6 * k)} "
        f"Q{n(cx + 30 * k)},{n(cy + 44 * k)} {n(cx)},{n(cy + 46 * k)} "
        f"Q{n(cx - 30 * k)},{n(cy + 44 * k)} {n(cx - 34 * k)},{n(cy + 6 * k)} Z"
    )
    out.append(path(mouth, fill="#5B1A10", sw=sw * 0.9))
    out.append(ellipse(cx, cy + 34 * k, 16 * k, 8 * k, "#E8776B", stroke=None))
    out.append(rect(cx - 13 * k, cy + 3.5 * k, 10 * k, 9 * k, "#FFFFFF", rx=2 * k, sw=sw * 0.45))
    out.append(rect(cx + 3 * k, cy + 3.5 * k, 10 * k, 9 * k, "#FFFFFF", rx=2 * k, sw=sw * 0.45))
    return "".join(out)


def bug_chatter(doc: Doc, sw: float) -> str:
    """Chatter bug: a small dotted body under a head that is all mouth."""
    dots = dots_pattern(doc, "chatter-dots", mix(YELLOW, INK, 0.5), 1.0, 28, 5)
    out = [
        legs(
            [[(62, 132), (36, 122), (26, 134)], [(58, 154), (30, 158), (24, 172)], [(68, 174), (48, 188), (48, 198)]],
            sw,
        )
    ]
    out.append(ellipse(100, 154, 46, 38, YELLOW, sw=sw))
    out.append(ellipse(100, 154, 46 - sw / 2, 38 - sw / 2, dots, stroke=None))
    out.append(head_chatter(doc, sw))
    return "".join(out)


def barrel_path(x0: float, x1: float, y0: float, y1: float, bulge: float) -> tuple[str, Callable]:
    """A barrel outline and a function giving its half-open x-range at height y."""

    def side(t: float, left: bool) -> tuple[float, float]:
        xa = x0 if left else x1
        xb = xa - bulge if left else xa + bulge
        pts = [(xa, y0), (xb, y0 + (y1 - y0) * 0.3), (xb, y0 + (y1 - y0) * 0.7), (xa, y1)]
        u = 1 - t
        x = u**3 * pts[0][0] + 3 * u * u * t * pts[1][0] + 3 * u * t * t * pts[2][0] + t**3 * pts[3][0]
        y = u**3 * pts[0][1] + 3 * u * u * t * pts[1][1] + 3 * u * t * t * pts[2][1] + t**3 * pts[3][1]
        return x, y

    def span(y: float) -> tuple[float, float]:
        best = min((abs(side(i / 400, True)[1] - y), i / 400) for i in range(401))[1]
        xl = side(best, True)[0]
        return xl, x0 + x1 - xl

    yq, y3 = y0 + (y1 - y0) * 0.3, y0 + (y1 - y0) * 0.7
    d = (
        f"M{n(x0)},{n(y0)} H{n(x1)} C{n(x1 + bulge)},{n(yq)} {n(x1 + bulge)},{n(y3)} {n(x1)},{n(y1)} "
        f"H{n(x0)} C{n(x0 - bulge)},{n(y3)} {n(x0 - bulge)},{n(yq)} {n(x0)},{n(y0)} Z"
    )
    return d, span


def hoop(span: Callable, ya: float, yb: float, fill: str, sw: float) -> str:
    steps = 8
    left = [(span(ya + (yb - ya) * i / steps)[0], ya + (yb - ya) * i / steps) for i in range(steps + 1)]
    right = [(span(y)[1], y) for _, y in reversed(left)]
    return path(poly(left + right), fill=fill, sw=sw * 0.6)


def head_barrel(doc: Doc, sw: float, cx: float = 100, cy: float = 58, w: float = 70, h: float = 60) -> str:
    """Barrel bug head: a little keg with a lid band and a chin hoop, sleepy eyes, stubby feelers."""
    k = w / 70
    dark = mix(GREEN, INK, 0.5)
    x0, x1, y0, y1 = cx - w / 2, cx + w / 2, cy - h / 2, cy + h / 2
    d, span = barrel_path(x0 + 7 * k, x1 - 7 * k, y0, y1, 10 * k)
    out = []
    for s in (-1, 1):
        out.append(path(f"M{n(cx + s * 16 * k)},{n(y0 + 2)} L{n(cx + s * 22 * k)},{n(y0 - 16 * k)}", sw=sw * 1.2))
        out.append(rect(cx + s * 22 * k - 7 * k, y0 - 22 * k, 14 * k, 8 * k, INK, rx=3 * k, stroke=None))
    out.append(path(d, fill=GREEN, sw=sw))
    for x in (-21, 21):  # staves
        out.append(
            path(
                f"M{n(cx + x * k)},{n(y0)} Q{n(cx + x * 1.25 * k)},{n(cy)} {n(cx + x * k)},{n(y1)}",
                stroke=dark,
                sw=sw * 0.55,
            )
        )
    out.append(hoop(span, y0, y0 + 11 * k, dark, sw))
    out.append(hoop(span, y1 - 9 * k, y1, dark, sw))
    out.append(path(d, sw=sw))
    out.append(eye(cx - 14 * k, cy + 2 * k, 10 * k, sw * 0.7, look=(0.1, 0.3), lid=GREEN))
    out.append(eye(cx + 14 * k, cy + 2 * k, 10 * k, sw * 0.7, look=(0.1, 0.3), lid=GREEN))
    out.append(
        path(
            f"M{n(cx - 8 * k)},{n(cy + 15 * k)} Q{n(cx)},{n(cy + 19 * k)} {n(cx + 8 * k)},{n(cy + 15 * k)}", sw=sw * 0.7
        )
    )
    return "".join(out)


def bug_barrel(doc: Doc, sw: float) -> str:
    """Barrel bug: a keg of a body, staves and three hoops."""
    dark = mix(GREEN, INK, 0.5)
    out = [
        legs(
            [[(50, 110), (26, 100), (18, 112)], [(46, 140), (20, 142), (14, 156)], [(50, 170), (28, 182), (28, 196)]],
            sw,
        )
    ]
    d, span = barrel_path(58, 142, 86, 194, 16)
    out.append(path(d, fill=GREEN, sw=sw))
    for x in (80, 120):
        bend = -8 if x < 100 else 8
        out.append(path(f"M{n(x)},{n(86)} Q{n(x + bend)},{n(140)} {n(x)},{n(194)}", stroke=dark, sw=sw * 0.6))
    for ya in (98, 135, 172):
        out.append(hoop(span, ya, ya + 11, dark, sw))
    out.append(path(d, sw=sw))
    out.append(head_barrel(doc, sw))
    return "".join(out)


def drop_path(cx: float, top: float, bottom: float, w: float) -> str:
    h = bottom - top
    r = w / 2
    return (
        f"M{n(cx)},{n(top)} C{n(cx + r * 0.35)},{n(top + h * 0.2)} {n(cx + r)},{n(top + h * 0.42)} "
        f"{n(cx + r)},{n(bottom - r)} C{n(cx + r)},{n(bottom - r * 0.42)} {n(cx + r * 0.55)},{n(bottom)} "
        f"{n(cx)},{n(bottom)} C{n(cx - r * 0.55)},{n(bottom)} {n(cx - r)},{n(bottom - r * 0.42)} "
        f"{n(cx - r)},{n(bottom - r)} C{n(cx - r)},{n(top + h * 0.42)} {n(cx - r * 0.35)},"
        f"{n(top + h * 0.2)} {n(cx)},{n(top)} Z"
    )


def head_water(
    doc: Doc, sw: float, cx: float = 100, top: float = 8, bottom: float = 192, w: float = 116, feelers: bool = True
) -> str:
    """Water bug: the whole bug is one drop, pointed end up, with waves across its belly."""
    k = w / 116
    h = bottom - top
    wave = mix(BLUE, "#FFFFFF", 0.6)
    out = []
    if feelers:
        for s in (-1, 1):
            x0, y0 = cx + s * 30 * k, top + h * 0.34
            out.append(
                path(
                    f"M{n(x0)},{n(y0)} q{n(s * 8 * k)},{n(-14 * k)} {n(s * 20 * k)},{n(-12 * k)} "
                    f"t{n(s * 20 * k)},{n(-14 * k)}",
                    sw=sw,
                )
            )
            out.append(circle(x0 + s * 40 * k, y0 - 26 * k, 5.5 * k, INK, stroke=None))
    out.append(path(drop_path(cx, top, bottom, w), fill=BLUE, sw=sw))
    out.append(
        ellipse(
            cx - 24 * k,
            top + h * 0.5,
            9 * k,
            16 * k,
            "#FFFFFF",
            stroke=None,
            opacity=0.35,
            transform=f"rotate(20 {n(cx - 24 * k)} {n(top + h * 0.5)})",
        )
    )
    for frac, half in ((0.78, 42), (0.9, 30)):
        y = top + h * frac
        x_a, x_b = cx - half * k, cx + half * k
        seg = (x_b - x_a) / 4
        d = f"M{n(x_a)},{n(y)} " + " ".join(f"q{n(seg / 2)},{n((-1) ** i * 7 * k)} {n(seg)},0" for i in range(4))
        out.append(path(d, stroke=wave, sw=sw * 1.1))
    out.append(eye(cx - 17 * k, top + h * 0.56, 12 * k, sw * 0.7, look=(0.0, 0.3)))
    out.append(eye(cx + 17 * k, top + h * 0.56, 12 * k, sw * 0.7, look=(0.0, 0.3)))
    out.append(ellipse(cx, top + h * 0.67, 5 * k, 4 * k, INK, stroke=None))
    return "".join(out)


def bug_water(doc: Doc, sw: float) -> str:
    out = [
        legs(
            [[(52, 128), (28, 126), (20, 140)], [(58, 158), (34, 168), (32, 182)], [(74, 180), (62, 194), (64, 199)]],
            sw,
        )
    ]
    out.append(head_water(doc, sw, top=10, bottom=190, w=116))
    return "".join(out)


BUGS = {"red": bug_rattle, "yellow": bug_chatter, "green": bug_barrel, "blue": bug_water}


def bug_head(doc: Doc, kind: str, sw: float) -> str:
    """The head a die face and a card corner show, centred in a 200 x 200 box, filling it."""
    if kind == "red":
        return head_rattle(doc, sw, cx=100, cy=118, r=66)
    if kind == "yellow":
        return head_chatter(doc, sw, cx=100, cy=112, r=70)
    if kind == "green":
        return head_barrel(doc, sw, cx=100, cy=112, w=150, h=130)
    return head_water(doc, sw, cx=100, top=6, bottom=194, w=150, feelers=False)


# ---- Voll verasselt pieces -----------------------------------------------------------------
CARD_W, CARD_H = 200, 280
CARD_SW = 5  # 2.5 % of the card width


def card_front(kind: str) -> Doc:
    doc = Doc(CARD_W, CARD_H)
    col = KIND_COLOUR[kind]
    doc.add(rect(3, 3, 194, 274, col, rx=16, sw=CARD_SW))
    pid = {"red": "card-stripes", "yellow": "card-dots", "green": "card-hoops", "blue": "card-waves"}[kind]
    light = mix(col, "#FFFFFF", 0.35)
    fill = {
        "red": lambda: stripes_pattern(doc, pid, light, 1, 18, 7, angle=45),
        "yellow": lambda: dots_pattern(doc, pid, light, 1, 20, 3.6),
        "green": lambda: stripes_pattern(doc, pid, light, 1, 22, 8),
        "blue": lambda: waves_pattern(doc, pid, light, 1, 24, 3.5),
    }[kind]()
    doc.add(rect(3, 3, 194, 274, fill, rx=16, stroke=None))
    doc.add(rect(18, 18, 164, 244, PAPER, rx=12, sw=CARD_SW * 0.7))
    doc.add(rect(18, 18, 164, 244, mix(col, PAPER, 0.82), rx=12, stroke=None, opacity=0.6))
    doc.add(at(BUGS[kind](doc, 6.0), 8, 54, 0.92))
    for x, y, r in ((21, 21, 0), (179, 259, 180)):
        doc.add(
            at(
                at(bug_head(doc, kind, 16), -100, -100),
                x + 19 if r == 0 else x - 19,
                y + 19 if r == 0 else y - 19,
                0.19,
                r=r,
            )
        )
    doc.add(rect(3, 3, 194, 274, "none", rx=16, sw=CARD_SW))
    return doc


def card_back() -> Doc:
    doc = Doc(CARD_W, CARD_H)
    doc.add(rect(3, 3, 194, 274, INK, rx=16, sw=CARD_SW))
    lattice = stripes_pattern(doc, "back-lattice-a", PAPER, 0.09, 20, 4, angle=45)
    lattice2 = stripes_pattern(doc, "back-lattice-b", PAPER, 0.09, 20, 4, angle=-45)
    doc.add(rect(16, 16, 168, 248, mix(INK, FELT, 0.35), rx=10, stroke=PAPER, sw=3))
    doc.add(rect(16, 16, 168, 248, lattice, rx=10, stroke=None))
    doc.add(rect(16, 16, 168, 248, lattice2, rx=10, stroke=None))
    cx, cy, r = 100, 140, 58
    for i, col in enumerate((RED, YELLOW, BLUE, GREEN)):
        a0, a1 = math.radians(-90 + 90 * i), math.radians(90 * i)
        d = (
            f"M{n(cx)},{n(cy)} L{n(cx + r * math.cos(a0))},{n(cy + r * math.sin(a0))} "
            f"A{n(r)},{n(r)} 0 0 1 {n(cx + r * math.cos(a1))},{n(cy + r * math.sin(a1))} Z"
        )
        doc.add(path(d, fill=col, stroke=None))
    doc.add(circle(cx, cy, r, "none", stroke=PAPER, sw=4))
    doc.add(circle(cx, cy, r + 2, "none", sw=2))
    doc.add(circle(cx, cy, 40, PAPER, sw=3))
    doc.add(at(bug_silhouette(), cx - 30, cy - 32, 0.3))
    for x, y in ((40, 44), (160, 44), (40, 236), (160, 236)):
        doc.add(circle(x, y, 6, PAPER, stroke=None, opacity=0.7))
    doc.add(rect(3, 3, 194, 274, "none", rx=16, sw=CARD_SW))
    return doc


def bug_silhouette() -> str:
    """A generic bug in ink (200 box): for the card back, the icon and other emblems."""
    out = [
        legs([[(60, 96), (34, 84), (24, 96)], [(54, 124), (24, 126), (16, 140)], [(60, 152), (34, 168), (32, 184)]], 9)
    ]
    out.append(path("M86,40 L66,10 M114,40 L134,10", sw=9))
    out.append(circle(66, 10, 9, INK, stroke=None) + circle(134, 10, 9, INK, stroke=None))
    out.append(ellipse(100, 134, 50, 58, INK, stroke=None))
    out.append(circle(100, 62, 30, INK, stroke=None))
    out.append(path("M100,84 V190", stroke=PAPER, sw=4))
    return "".join(out)


DIE = 100
DIE_SW = 4


def die_blank(doc: Doc, fill: str = PAPER) -> str:
    return rect(4, 4, 92, 92, fill, rx=18, sw=DIE_SW) + rect(4, 4, 92, 92, highlight(doc), rx=18, stroke=None)


def die_verasselt(face: str) -> Doc:
    doc = Doc(DIE, DIE)
    doc.add(die_blank(doc))
    if face == "bars":
        for y in (27, 57):
            doc.add(rect(17, y, 66, 16, INK, rx=5, stroke=None))
    else:
        doc.add(at(bug_head(doc, face, 9.5), 8, 8, 0.42))
    doc.add(rect(4, 4, 92, 92, "none", rx=18, sw=DIE_SW))
    return doc


def bug_alone(kind: str) -> Doc:
    doc = Doc(200, 200)
    doc.add(BUGS[kind](doc, 6.0))
    return doc


MAT_STYLE = {  # fill, fill opacity, border colour, border opacity, dashed
    "mat_hub": (PAPER, 0.10, PAPER, 0.45, False),
    "mat_catch": (YELLOW_HI, 0.12, YELLOW_HI, 0.55, True),
    "mat_front_yard": (GREEN, 0.28, mix(GREEN, "#FFFFFF", 0.4), 0.5, False),
    "mat_heap": ("#000000", 0.18, PAPER, 0.25, True),
}


def mat(name: str) -> Doc:
    """A table zone: soft fill, a stitched border; stretches to any rectangle."""
    fill, fo, border, bo, dashed = MAT_STYLE[name]
    doc = Doc(400, 120, stretch=True)
    doc.add(rect(3, 3, 394, 114, fill, rx=14, stroke=None, opacity=fo))
    doc.add(
        rect(
            3,
            3,
            394,
            114,
            "none",
            rx=14,
            stroke=border,
            sw=2.5,
            opacity=bo,
            vector_effect="non-scaling-stroke",
            stroke_dasharray="10 7" if dashed else None,
        )
    )
    if name == "mat_front_yard":  # grass along the bottom edge
        blades = "".join(f"M{x},112 l3,-9 M{x + 6},112 l-2,-7 " for x in range(14, 390, 22))
        doc.add(path(blades, stroke=mix(GREEN, "#FFFFFF", 0.5), sw=2, opacity=0.45, vector_effect="non-scaling-stroke"))
    if name == "mat_hub":
        doc.add(
            rect(10, 10, 380, 100, "none", rx=10, stroke=PAPER, sw=1, opacity=0.2, vector_effect="non-scaling-stroke")
        )
    if name == "mat_heap":
        doc.add(rect(10, 10, 380, 100, "#000000", rx=10, stroke=None, opacity=0.08))
    return doc


def felt_table() -> Doc:
    doc = Doc(1600, 1000)
    glow = doc.define(
        "glow",
        '<radialGradient id="glow" cx="0.5" cy="0.45" r="0.7">'
        '<stop offset="0" stop-color="#FFFFFF" stop-opacity="0.10"/>'
        '<stop offset="0.6" stop-color="#FFFFFF" stop-opacity="0"/>'
        '<stop offset="1" stop-color="#000000" stop-opacity="0.25"/>'
        "</radialGradient>",
    )
    doc.add(rect(0, 0, 1600, 1000, FELT, stroke=None))
    rng = random.Random(7)
    fibres = []
    for _ in range(420):
        x, y = rng.uniform(20, 1580), rng.uniform(20, 980)
        a = rng.uniform(0, math.pi)
        ln = rng.uniform(6, 16)
        fibres.append(f"M{n(x)},{n(y)} l{n(ln * math.cos(a))},{n(ln * math.sin(a))}")
    doc.add(path(" ".join(fibres[:210]), stroke="#FFFFFF", sw=1.6, opacity=0.05))
    doc.add(path(" ".join(fibres[210:]), stroke="#000000", sw=1.6, opacity=0.07))
    doc.add(rect(0, 0, 1600, 1000, glow, stroke=None))
    return doc


# ---- Schaben jagen ---------------------------------------------------------------------------
# Floor geometry: documented (and mirrored) in bugbox/ui/art.py as FLOOR_GRID.
FLOOR_VIEW = (800, 800)
FLOOR_GRID = (70, 30, 700, 700)  # x, y, w, h of the 7 x 7 grid; A1 is the bottom-left square


def floor() -> Doc:
    doc = Doc(*FLOOR_VIEW)
    gx, gy, gw, gh = FLOOR_GRID
    sq = gw / 7
    doc.add(rect(0, 0, 800, 800, PAPER, rx=24, stroke=None))
    doc.add(rect(gx - 10, gy - 10, gw + 20, gh + 20, mix(TILE_DARK, INK, 0.45), rx=10, stroke=None))
    tiles = []
    for c in range(7):
        for r in range(7):
            x, y = gx + c * sq, gy + (6 - r) * sq
            dark = (c + r) % 2 == 0  # A1 dark, as on a chess board
            tiles.append(rect(x + 1.5, y + 1.5, sq - 3, sq - 3, TILE_DARK if dark else TILE_LIGHT, rx=5, stroke=None))
    doc.add(g(tiles))
    doc.add(rect(gx - 10, gy - 10, gw + 20, gh + 20, "none", rx=10, sw=6))
    for i in range(7):
        doc.add(lettering("ABCDEFG"[i], gx + (i + 0.5) * sq, gy + gh + 36, 34, INK, 6))
        doc.add(lettering(str(i + 1), gx - 38, gy + (6 - i + 0.5) * sq, 34, INK, 6))
    return doc


def exterminator_art(sw: float = 2.6, arrow: bool = True) -> str:
    """The exterminator from above in a 100 x 100 box, looking up (north): nozzle first.

    Read from the top: the wide vacuum nozzle, the wand held in both hands, the cap whose peak
    points forward, the shoulders, and the canister on his back with the white arrow.
    """
    hose = "#5E6670"
    out = []
    out.append(path("M66,90 C94,90 96,44 56,24", stroke=INK, sw=sw + 5))  # hose, under everything
    out.append(path("M66,90 C94,90 96,44 56,24", stroke=hose, sw=5))
    out.append(rect(45.5, 12, 9, 24, STEEL, rx=2, sw=sw))  # the wand
    for x0, x1 in ((20, 42.5), (80, 57.5)):  # arms reaching forward to the wand
        d = f"M{x0},62 C{x0 - 2},44 {(x0 + x1) / 2},32 {x1},29"
        out.append(path(d, stroke=INK, sw=sw * 2 + 11))
        out.append(path(d, stroke=GREEN, sw=11))
    out.append(circle(43.5, 28, 6, SKIN, sw=sw * 0.8) + circle(56.5, 28, 6, SKIN, sw=sw * 0.8))
    out.append(path("M22,2 H78 Q81,2 80,6 L74,15 H26 L20,6 Q19,2 22,2 Z", fill=STEEL, sw=sw))  # nozzle
    out.append(rect(27, 4, 46, 4.5, INK, rx=2, stroke=None))
    out.append(rect(34, 74, 32, 24, RED, rx=8, sw=sw))  # canister on his back
    if arrow:  # the white arrow on the piece, as on the real figure
        out.append(path("M50,76.5 L59.5,87 H54.5 V95.5 H45.5 V87 H40.5 Z", fill="#FFFFFF", sw=sw * 0.6))
    out.append(
        path("M14,65 C14,52 30,49 50,49 C70,49 86,52 86,65 C86,76 70,79 50,79 C30,79 14,76 14,65 Z", fill=GREEN, sw=sw)
    )  # shoulders
    out.append(circle(50, 62, 14, YELLOW, sw=sw))  # cap crown
    out.append(path("M36,59 C35,40 65,40 64,59 C58,53 42,53 36,59 Z", fill=mix(YELLOW, INK, 0.35), sw=sw))
    out.append(circle(50, 64, 3.2, mix(YELLOW, INK, 0.35), stroke=None))  # the cap's button
    return "".join(out)


def exterminator() -> Doc:
    doc = Doc(100, 100)
    doc.add(exterminator_art())
    return doc


def cockroach_art(sw: float = 2.6) -> str:
    """A cockroach from above, head up (north), in a 100 x 100 box."""
    out = []
    for pts in ([(38, 44), (22, 34), (16, 20)], [(34, 58), (16, 58), (8, 66)], [(36, 72), (22, 84), (20, 96)]):
        for side in (pts, [(100 - x, y) for x, y in pts]):
            out.append(path(poly(side, closed=False), sw=sw * 1.1))
    out.append(path("M46,18 C40,6 26,4 16,2 M54,18 C60,6 74,4 84,2", sw=sw))
    out.append(ellipse(50, 62, 20, 31, ROACH, sw=sw))
    out.append(path("M50,40 V92", stroke=mix(ROACH, INK, 0.5), sw=sw * 0.8))
    out.append(ellipse(43, 58, 5, 13, "#FFFFFF", stroke=None, opacity=0.25))
    out.append(ellipse(50, 36, 17, 10, mix(ROACH, "#FFFFFF", 0.3), sw=sw))
    out.append(ellipse(50, 22, 10, 8, mix(ROACH, INK, 0.35), sw=sw))
    out.append(circle(45, 20, 2.6, "#FFFFFF", stroke=None) + circle(55, 20, 2.6, "#FFFFFF", stroke=None))
    return "".join(out)


def cockroach() -> Doc:
    doc = Doc(100, 100)
    doc.add(cockroach_art())
    return doc


def box_art(sw: float = 2.6) -> str:
    """A cardboard box from above: four flaps and a strip of tape."""
    out = [rect(7, 7, 86, 86, CARDBOARD, rx=6, sw=sw)]
    out.append(path("M7,50 H93", stroke=mix(CARDBOARD, INK, 0.4), sw=sw * 0.7))
    out.append(rect(40, 7, 20, 86, mix(CARDBOARD, PAPER, 0.55), stroke=mix(CARDBOARD, INK, 0.3), sw=1.4))
    out.append(
        path("M12,14 L22,24 M88,14 L78,24 M12,86 L22,76 M88,86 L78,76", stroke=mix(CARDBOARD, INK, 0.3), sw=sw * 0.7)
    )
    out.append(rect(7, 7, 86, 86, "none", rx=6, sw=sw))
    return "".join(out)


def box() -> Doc:
    doc = Doc(100, 100)
    doc.add(box_art())
    return doc


ARROW_COLOUR = {"move": BLUE, "turn_left": GREEN, "turn_right": YELLOW, "turn_around": "#8A8A8A"}


def straight_arrow(length: float, width: float, colour: str, sw: float) -> str:
    """An arrow pointing up from (0, 0), `length` long."""
    hw, head = width / 2, width * 1.05
    d = f"M{n(-hw)},0 V{n(-length + head)} H{n(-head)} L0,{n(-length)} L{n(head)},{n(-length + head)} H{n(hw)} V0 Z"
    return path(d, fill=colour, sw=sw)


def arc_arrow(r: float, a0: float, a1: float, width: float, colour: str, sw: float) -> str:
    """A thick arc from angle a0 to a1 (degrees, 0 = up, clockwise positive) ending in a head."""

    def pt(rad: float, ang: float) -> tuple[float, float]:
        t = math.radians(ang)
        return rad * math.sin(t), -rad * math.cos(t)

    sgn = 1 if a1 > a0 else -1
    head_deg = math.degrees(width * 1.4 / r)
    a_end = a1 - sgn * head_deg
    ro, ri = r + width / 2, r - width / 2
    large = 1 if abs(a_end - a0) > 180 else 0
    sweep = 1 if sgn > 0 else 0
    p0o, p1o = pt(ro, a0), pt(ro, a_end)
    p0i, p1i = pt(ri, a0), pt(ri, a_end)
    tip = pt(r, a1)
    ho, hi = pt(r + width * 1.05, a_end), pt(r - width * 1.05, a_end)
    d = (
        f"M{n(p0o[0])},{n(p0o[1])} A{n(ro)},{n(ro)} 0 {large} {sweep} {n(p1o[0])},{n(p1o[1])} "
        f"L{n(ho[0])},{n(ho[1])} L{n(tip[0])},{n(tip[1])} L{n(hi[0])},{n(hi[1])} L{n(p1i[0])},{n(p1i[1])} "
        f"A{n(ri)},{n(ri)} 0 {large} {1 - sweep} {n(p0i[0])},{n(p0i[1])} Z"
    )
    return path(d, fill=colour, sw=sw)


def movement_card(kind: str) -> Doc:
    """A movement card: the small exterminator in the middle, looking up, and the arrow relative
    to him. Move arrows are blue and straight, turn arrows curved: green (left), amber (right),
    grey (around), as on the printed cards. The box card shows a box with place / remove."""
    doc = Doc(CARD_W, CARD_H)
    doc.add(rect(3, 3, 194, 274, PAPER, rx=16, sw=CARD_SW))
    band = {"box": CARDBOARD}.get(kind, ARROW_COLOUR.get(kind, BLUE))
    doc.add(rect(14, 14, 172, 252, mix(band, PAPER, 0.8), rx=10, stroke=mix(band, PAPER, 0.4), sw=2.5))
    cx, cy = 100, 140

    def fig(s: float) -> str:
        return at(at(exterminator_art(2.6 * 0.9 / s, arrow=False), -50, -50), cx, cy, s)

    sw = CARD_SW
    if kind in ("forward", "backward"):
        doc.add(fig(0.92))
        start = 52 if kind == "forward" else 50
        doc.add(at(at(straight_arrow(72, 30, BLUE, sw), 0, -start), cx, cy, r=0 if kind == "forward" else 180))
    elif kind in ("left", "right"):
        doc.add(fig(0.8))
        doc.add(at(at(straight_arrow(52, 30, BLUE, sw), 0, -34), cx, cy, r=-90 if kind == "left" else 90))
    elif kind in ("turn_left", "turn_right", "turn_around"):
        doc.add(fig(0.8))
        col = ARROW_COLOUR[kind]
        if kind == "turn_left":
            doc.add(at(arc_arrow(66, 22, -92, 26, col, sw), cx, cy))
        elif kind == "turn_right":
            doc.add(at(arc_arrow(66, -22, 92, 26, col, sw), cx, cy))
        else:
            doc.add(at(arc_arrow(66, -50, 192, 24, col, sw), cx, cy))
    else:  # box: place or remove a box anywhere
        doc.add(at(box_art(3.4), 45, 58, 1.1))
        for x, sign in ((58, "+"), (142, "-")):
            doc.add(circle(x, 222, 24, "#FFFFFF", sw=4.5))
            doc.add(lettering(sign, x, 222, 34, INK, 8))
    doc.add(rect(3, 3, 194, 274, "none", rx=16, sw=CARD_SW))
    return doc


def star_path(cx: float, cy: float, r: float, inner: float = 0.45, points: int = 5) -> str:
    pts = []
    for i in range(points * 2):
        rad = r if i % 2 == 0 else r * inner
        a = math.radians(-90 + 180 * i / points)
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    return poly(pts)


def difficulty(level: str) -> Doc:
    """Green / orange / red badge; the number of stars says the same without colour."""
    doc = Doc(100, 100)
    col, stars = {"easy": (GREEN, 1), "medium": (YELLOW, 2), "hard": (RED, 3)}[level]
    doc.add(circle(50, 50, 45, col, sw=4))
    doc.add(circle(50, 50, 45, highlight(doc), stroke=None))
    doc.add(circle(50, 50, 36, "none", stroke=PAPER, sw=2.5, opacity=0.7))
    spots = {1: [(50, 50, 26)], 2: [(33, 52, 17), (67, 52, 17)], 3: [(50, 34, 15), (30, 62, 15), (70, 62, 15)]}
    for x, y, r in spots[stars]:
        doc.add(path(star_path(x, y, r), fill=PAPER, sw=2.5))
    return doc


def task_back() -> Doc:
    doc = Doc(CARD_W, CARD_H)
    doc.add(rect(3, 3, 194, 274, PAPER, rx=16, sw=CARD_SW))
    checks = doc.define(
        "checks",
        '<pattern id="checks" width="40" height="40" patternUnits="userSpaceOnUse">'
        + rect(0, 0, 40, 40, TILE_LIGHT, stroke=None)
        + rect(0, 0, 20, 20, TILE_DARK, stroke=None)
        + rect(20, 20, 20, 20, TILE_DARK, stroke=None)
        + "</pattern>",
    )
    doc.add(rect(16, 16, 168, 248, checks, rx=10, sw=3))
    doc.add(circle(100, 140, 62, PAPER, sw=4))
    doc.add(circle(100, 140, 52, "none", stroke=GREEN, sw=5))
    doc.add(at(at(cockroach_art(3.5), -50, -50), 100, 140, 0.95, r=-25))
    doc.add(rect(3, 3, 194, 274, "none", rx=16, sw=CARD_SW))
    return doc


# ---- Verflixxt! kompakt -----------------------------------------------------------------------
TILE_SW = 3.5


def tile_shape(kind: str) -> str:
    """Plus: a plain rounded square. Minus: a worm has bitten the top-right corner. Luck: scalloped."""
    if kind == "minus":
        return "M16,5 H62 A19,19 0 0 0 95,38 V84 Q95,95 84,95 H16 Q5,95 5,84 V16 Q5,5 16,5 Z"
    if kind == "luck":
        pts = []
        for i in range(40):
            a = 2 * math.pi * i / 40
            r = 45 + 2.6 * math.cos(8 * a)
            x, y = math.cos(a), math.sin(a)
            k = max(abs(x), abs(y))
            sq = 0.8 * r / k + 0.2 * r  # a squarish flower
            pts.append((50 + x * min(sq, 50) * 0.98, 50 + y * min(sq, 50) * 0.98))
        return poly(pts)
    return "M16,5 H84 Q95,5 95,16 V84 Q95,95 84,95 H16 Q5,95 5,84 V16 Q5,5 16,5 Z"


def verflixxt_tile(kind: str, value: int = 0) -> Doc:
    doc = Doc(100, 100)
    if kind in ("plus", "minus"):
        col = POSITIVE if kind == "plus" else NEGATIVE
        doc.add(path(tile_shape(kind), fill=col, sw=TILE_SW))
        doc.add(path(tile_shape(kind), fill=highlight(doc), stroke=None))
        if kind == "plus":
            doc.add(rect(12, 12, 76, 76, "none", rx=8, stroke=PAPER, sw=2, opacity=0.5))
        else:  # the culprit peeks out of its bite
            worm = "M76,30 C74,20 80,12 90,12"
            doc.add(path(worm, stroke=INK, sw=10.5))
            doc.add(path(worm, stroke="#E8776B", sw=6))
            doc.add(circle(88, 11, 1.8, INK, stroke=None))
            doc.add(path("M12,12 H56 M88,44 V88 H12 V12", stroke=PAPER, sw=2, opacity=0.5, stroke_dasharray="5 4"))
        sign = "+" if kind == "plus" else "-"
        text = f"{sign}{value}"
        sizes = {0: 0.72 if value < 10 else 0.6}
        weight, ow, gap = 10.0, 2.8, 8
        width = sum(ADVANCE.get(c, 60) * sizes.get(i, 1) for i, c in enumerate(text)) + gap * (len(text) - 1)
        height = min(54.0, (74 - weight - 2 * ow) / (width / 100))
        cx, cy = (50, 52) if kind == "plus" else (47, 56)
        doc.add(lettering(text, cx, cy, height, PAPER, weight, outline=INK, outline_w=ow, gap=gap, sizes=sizes))
    elif kind == "luck":
        doc.add(path(tile_shape("luck"), fill=LUCK, sw=TILE_SW))
        doc.add(path(tile_shape("luck"), fill=highlight(doc), stroke=None))
        leaf = []
        for ang in (0, 90, 180, 270):
            leaf.append(
                at(
                    path(
                        "M0,0 C-18,-6 -22,-26 -10,-30 C-4,-32 0,-26 0,-22 C0,-26 4,-32 10,-30 C22,-26 18,-6 0,0 Z",
                        fill=POSITIVE,
                        sw=3,
                    ),
                    50,
                    48,
                    r=ang + 45,
                )
            )
        doc.add(path("M50,50 Q56,70 66,80", stroke=INK, sw=8))
        doc.add(path("M50,50 Q56,70 66,80", stroke=mix(POSITIVE, INK, 0.2), sw=3.5))
        doc.add(g(leaf))
        doc.add(circle(50, 48, 4, mix(POSITIVE, INK, 0.35), stroke=None))
    elif kind == "start":
        doc.add(path(tile_shape("plus"), fill=PAPER, sw=TILE_SW))
        doc.add(rect(14, 70, 72, 14, TILE_LIGHT, rx=3, sw=2))
        doc.add(path("M34,84 V16", sw=5))
        doc.add(path("M36,17 L76,30 L36,44 Z", fill=POSITIVE, sw=3.5))
        doc.add(path("M46,62 H70 M62,54 L70,62 L62,70", stroke=POSITIVE, sw=6))
    elif kind == "finish":
        doc.add(path(tile_shape("plus"), fill=PAPER, sw=TILE_SW))
        doc.add(path("M28,88 V14", sw=5))
        flag = []
        for i in range(4):
            for j in range(3):
                if (i + j) % 2 == 0:
                    flag.append(rect(30 + i * 12, 15 + j * 12, 12, 12, INK, stroke=None))
        doc.add(rect(30, 15, 48, 36, "#FFFFFF", sw=3))
        doc.add(g(flag))
        doc.add(rect(30, 15, 48, 36, "none", sw=3))
        doc.add(path("M14,70 Q50,60 86,70", stroke=YELLOW_HI, sw=6))
        doc.add(path("M14,70 Q50,60 86,70", stroke=INK, sw=1.5))
    return doc


PAWN_VIEW = (70, 100)
PAWN_BODY = "M35,36 C24,36 26,50 24,62 C22,74 14,80 10,84 H60 C56,80 48,74 46,62 C44,50 46,36 35,36 Z"


def pawn_art(colour: str, marking: str | None = None, sw: float = 4.2) -> str:
    """A classic pawn from the side, 70 x 100: ball head, collar, flared foot."""
    out = [path("M6,86 Q6,80 14,80 H56 Q64,80 64,86 V90 Q64,96 56,96 H14 Q6,96 6,90 Z", fill=colour, sw=sw)]
    out.append(path(PAWN_BODY, fill=colour, sw=sw))
    out.append(ellipse(35, 40, 15, 5.5, colour, sw=sw))
    out.append(circle(35, 22, 16, colour, sw=sw))
    mark = PAPER
    if marking == "stripes":  # two bold stripes round the belly
        out.append(path("M25.4,50 H44.6 L45.5,57.5 H24.5 Z", fill=mark, sw=sw * 0.55))
        out.append(path("M23.4,64 H46.6 L48,72 H22 Z", fill=mark, sw=sw * 0.55))
    elif marking == "dots":  # a big dot on the head, more round the foot
        out.append(circle(35, 23, 7, mark, sw=sw * 0.5))
        out.append(circle(35, 88, 4.2, mark, sw=sw * 0.5))
        out.append(circle(19, 88, 3.8, mark, sw=sw * 0.5) + circle(51, 88, 3.8, mark, sw=sw * 0.5))
    elif marking == "ring":  # a white ring on the collar and one round the foot
        out.append(ellipse(35, 40, 15, 5.5, mark, sw=sw))
        out.append(path("M8,88 H62", stroke=mark, sw=4.5))
    elif marking == "star":  # the head itself becomes a star, with a white star inside
        out.append(circle(35, 22, 16 + sw, "none", stroke=None))
        out[3] = path(star_path(35, 23, 20, 0.55), fill=colour, sw=sw)
        out.append(path(star_path(35, 24, 9, 0.5), fill=mark, stroke=None))
    if marking not in ("dots", "star"):
        out.append(ellipse(29, 16, 5, 6, "#FFFFFF", stroke=None, opacity=0.45))
    return "".join(out)


PAWN_MARKING = {"red": "stripes", "blue": "dots", "green": "ring", "yellow": "star"}


def pawn(colour: str, marked: bool) -> Doc:
    doc = Doc(*PAWN_VIEW)
    doc.add(pawn_art(KIND_COLOUR[colour], PAWN_MARKING[colour] if marked else None))
    return doc


def guard_art(sw: float = 4.2) -> str:
    """A guard (70 x 100): pale figure, tall bearskin hat, a shield across the chest."""
    coat = mix(PAPER, STEEL, 0.35)
    out = [path("M6,86 Q6,80 14,80 H56 Q64,80 64,86 V90 Q64,96 56,96 H14 Q6,96 6,90 Z", fill=coat, sw=sw)]
    out.append(path(PAWN_BODY, fill=coat, sw=sw))
    out.append(circle(35, 32, 11, SKIN, sw=sw))
    out.append(path("M22,28 C20,8 26,1 35,1 C44,1 50,8 48,28 Z", fill=INK, sw=sw))
    out.append(path("M25,30 H45", stroke=YELLOW, sw=3))
    out.append(path("M24,52 H46 V62 C46,70 40,74 35,76 C30,74 24,70 24,62 Z", fill=BLUE, sw=sw * 0.7))
    out.append(path("M35,55 V72 M28,61 H42", stroke=PAPER, sw=3))
    out.append(circle(31, 33, 1.6, INK, stroke=None) + circle(39, 33, 1.6, INK, stroke=None))
    return "".join(out)


def guard() -> Doc:
    doc = Doc(*PAWN_VIEW)
    doc.add(guard_art())
    return doc


def wurminator_art(sw: float = 3.2) -> str:
    """The Wurminator (100 x 100): a tracked robot with one big eye and a zapper fork."""
    out = []
    out.append(path("M74,38 L84,16", sw=sw + 1))  # zapper arm
    out.append(path("M80,14 L78,4 M84,12 L90,4 M88,16 L98,12", stroke=INK, sw=sw))
    out.append(path("M84,2 L80,9 L85,9 L81,16", stroke=YELLOW_HI, sw=2.4))
    out.append(rect(14, 78, 72, 18, INK, rx=9, stroke=None))  # tracks
    for x in (24, 38, 52, 66, 76):
        out.append(circle(x, 87, 5, STEEL, sw=1.8))
    out.append(rect(20, 46, 60, 34, STEEL, rx=8, sw=sw))  # body
    out.append(rect(30, 54, 40, 16, mix(STEEL, INK, 0.35), rx=3, sw=sw * 0.6))
    for i, col in enumerate((NEGATIVE, YELLOW_HI, POSITIVE)):
        out.append(circle(38 + 12 * i, 62, 3.4, col, sw=1.4))
    out.append(path("M20,58 C10,58 8,66 10,72", sw=sw + 3))  # left arm
    out.append(path("M20,58 C10,58 8,66 10,72", stroke=STEEL, sw=3))
    out.append(path("M80,56 C86,50 80,42 74,38", sw=sw + 3))
    out.append(path("M80,56 C86,50 80,42 74,38", stroke=STEEL, sw=3))
    out.append(path("M26,46 C26,24 74,24 74,46 Z", fill=mix(STEEL, "#FFFFFF", 0.3), sw=sw))  # dome
    out.append(path("M50,24 V12", sw=sw))
    out.append(circle(50, 10, 4, NEGATIVE, sw=2))
    out.append(circle(50, 38, 9, "#FFFFFF", sw=sw))
    out.append(circle(50, 38, 5, NEGATIVE, stroke=None))
    out.append(circle(48, 36, 1.6, "#FFFFFF", stroke=None))
    out.append(path("M38,28 L46,31 M62,28 L54,31", sw=sw))  # a stern brow
    return "".join(out)


def wurminator() -> Doc:
    doc = Doc(100, 100)
    doc.add(wurminator_art())
    return doc


PIPS = {
    1: [(50, 50)],
    2: [(30, 30), (70, 70)],
    3: [(28, 28), (50, 50), (72, 72)],
    4: [(30, 30), (70, 30), (30, 70), (70, 70)],
    5: [(28, 28), (72, 28), (50, 50), (28, 72), (72, 72)],
    6: [(30, 26), (70, 26), (30, 50), (70, 50), (30, 74), (70, 74)],
}


def die_verflixxt(face: int) -> Doc:
    doc = Doc(DIE, DIE)
    doc.add(die_blank(doc))
    for x, y in PIPS[face]:
        doc.add(circle(x, y, 9 if face > 1 else 12, INK if face > 1 else NEGATIVE, stroke=None))
    doc.add(rect(4, 4, 92, 92, "none", rx=18, sw=DIE_SW))
    return doc


def wood_table(w: float = 1600, h: float = 1000, plank: float = 125, seed: int = 11) -> Doc:
    """A wooden table top of planks with a little grain (Verflixxt's own background)."""
    doc = Doc(w, h)
    rng = random.Random(seed)
    k = plank / 125
    for i in range(math.ceil(h / plank)):
        y = i * plank
        tone = mix(WOOD, "#FFFFFF" if i % 2 else INK, 0.05 + 0.03 * (i % 3))
        doc.add(rect(0, y, w, min(plank, h - y), tone, stroke=None))
        grain = []
        for _ in range(5):
            gy = y + rng.uniform(0.12, 0.88) * min(plank, h - y)
            x, seg = 0.0, []
            while x < w:
                step = min(rng.uniform(160, 320) * k, w - x)
                seg.append(f"q{n(step / 2)},{n(rng.uniform(-6, 6) * k)} {n(step)},0")
                x += step
            grain.append(f"M0,{n(gy)} " + " ".join(seg))
        doc.add(path(" ".join(grain), stroke=mix(WOOD, INK, 0.3), sw=2 * k, opacity=0.35))
        if i:
            doc.add(path(f"M0,{n(y)} H{n(w)}", stroke=mix(WOOD, INK, 0.55), sw=4 * k))
        joint = rng.uniform(0.2, 0.8) * w
        doc.add(path(f"M{n(joint)},{n(y)} V{n(min(y + plank, h))}", stroke=mix(WOOD, INK, 0.5), sw=3 * k))
    glow = doc.define(
        "glow",
        '<radialGradient id="glow" cx="0.5" cy="0.45" r="0.7">'
        '<stop offset="0" stop-color="#FFFFFF" stop-opacity="0.10"/>'
        '<stop offset="0.6" stop-color="#FFFFFF" stop-opacity="0"/>'
        '<stop offset="1" stop-color="#000000" stop-opacity="0.25"/>'
        "</radialGradient>",
    )
    doc.add(rect(0, 0, w, h, glow, stroke=None))
    return doc


# ---- covers (400 x 300) -----------------------------------------------------------------------
def embed(doc: Doc, other: Doc, x: float, y: float, s: float = 1, r: float = 0) -> str:
    """Another asset's drawing inside this one (its patterns and gradients come along)."""
    doc.defs.update(other.defs)
    return at("".join(other.parts), x, y, s, r=r)


def cover_glow(doc: Doc) -> str:
    return doc.define(
        "cglow",
        '<radialGradient id="cglow" cx="0.5" cy="0.4" r="0.75">'
        '<stop offset="0" stop-color="#FFFFFF" stop-opacity="0.16"/>'
        '<stop offset="1" stop-color="#000000" stop-opacity="0.22"/></radialGradient>',
    )


def cover_verasselt() -> Doc:
    """A fan of the four bug cards, a rattle bug and a chatter bug at the table, dice rolling."""
    doc = Doc(400, 300)
    doc.add(rect(0, 0, 400, 300, FELT, stroke=None))
    doc.add(rect(0, 0, 400, 300, cover_glow(doc), stroke=None))
    for kind, ang in (("green", -30), ("blue", -10), ("red", 10), ("yellow", 30)):
        card = at(embed(doc, card_front(kind), -50, -205, 0.5), 200, 250, r=ang)
        doc.add(card)
    doc.add(at(BUGS["red"](doc, 6), 4, 148, 0.7))
    doc.add(at(BUGS["yellow"](doc, 6), 262, 150, 0.68))
    for face, x, y, r in (("bars", 146, 222, -12), ("blue", 196, 236, 8), ("green", 246, 220, 20)):
        doc.add(at(embed(doc, die_verasselt(face), -50, -50, 0.46), x, y, r=r))
    return doc


def cover_schaben() -> Doc:
    """The kitchen floor; the exterminator's vacuum pulls in a cockroach, others scurry off."""
    doc = Doc(400, 300)
    sq = 50
    tiles = [rect(0, 0, 400, 300, TILE_LIGHT, stroke=None)]
    for c in range(8):
        for r in range(6):
            if (c + r) % 2 == 0:
                tiles.append(rect(c * sq, r * sq, sq, sq, TILE_DARK, stroke=None))
    grout = (
        " ".join(f"M{c * sq},0 V300" for c in range(1, 8)) + " " + " ".join(f"M0,{r * sq} H400" for r in range(1, 6))
    )
    tiles.append(path(grout, stroke=mix(TILE_DARK, INK, 0.25), sw=1.5))
    doc.add(g(tiles))
    doc.add(
        path(
            "M232,150 H300 M232,128 Q270,118 306,116 M232,172 Q270,182 306,184",
            stroke=BLUE,
            sw=5,
            opacity=0.55,
            stroke_dasharray="10 9",
        )
    )
    doc.add(at(at(box_art(2.6), -50, -50), 75, 75, 0.9))
    doc.add(at(at(box_art(2.6), -50, -50), 330, 245, 0.82, r=6))
    doc.add(at(at(exterminator_art(2.4), -50, -50), 160, 150, 1.5, r=90))
    doc.add(at(at(cockroach_art(3.2), -50, -50), 336, 150, 0.72, r=-90))
    doc.add(at(at(cockroach_art(3.2), -50, -50), 318, 52, 0.66, r=40))
    doc.add(at(at(cockroach_art(3.2), -50, -50), 66, 244, 0.66, r=210))
    return doc


def square_spiral(cols: int, rows: int) -> list[tuple[int, int]]:
    """Grid cells in the order a course spirals inwards, clockwise from the top-left corner."""
    left, right, top, bottom = 0, cols - 1, 0, rows - 1
    order: list[tuple[int, int]] = []
    while left <= right and top <= bottom:
        order += [(c, top) for c in range(left, right + 1)]
        order += [(right, r) for r in range(top + 1, bottom + 1)]
        if top < bottom:
            order += [(c, bottom) for c in range(right - 1, left - 1, -1)]
        if left < right:
            order += [(left, r) for r in range(bottom - 1, top, -1)]
        left, right, top, bottom = left + 1, right - 1, top + 1, bottom - 1
    return order


def cover_verflixxt() -> Doc:
    """A course of tiles spiralling in on a wooden table, pawns racing, the Wurminator behind."""
    doc = Doc(400, 300)
    doc.add(embed(doc, wood_table(400, 300, 50, seed=5), 0, 0))
    cell, x0, y0 = 62, 14, 26
    course = [
        ("start", 0),
        ("plus", 3),
        ("minus", 5),
        ("luck", 0),
        ("plus", 7),
        ("minus", 2),
        ("plus", 1),
        ("minus", 9),
        ("plus", 6),
        None,
        ("minus", 4),
        ("plus", 5),
        ("minus", 10),
        ("plus", 2),
        ("luck", 0),
        ("minus", 6),
        ("plus", 8),
        None,
        ("minus", 1),
        ("plus", 4),
        ("minus", 3),
        ("finish", 0),
    ]
    cells = square_spiral(6, 4)[: len(course)]
    trail = poly([(x0 + c * cell + cell / 2, y0 + r * cell + cell / 2) for c, r in cells], closed=False)
    doc.add(path(trail, stroke=INK, sw=14, opacity=0.25))
    doc.add(path(trail, stroke=PAPER, sw=4, opacity=0.5, stroke_dasharray="2 9"))
    centre = {}
    for i, (tile_, (c, r)) in enumerate(zip(course, cells, strict=True)):
        x, y = x0 + c * cell + cell / 2, y0 + r * cell + cell / 2
        centre[i] = (x, y)
        if tile_:
            doc.add(embed(doc, verflixxt_tile(*tile_), x - 28, y - 28, 0.56))
    pieces = [
        (2, "wurminator", 0),
        (4, "red", -12),
        (4, "blue", 0),
        (8, "guard", 0),
        (11, "yellow", 0),
        (16, "green", 0),
    ]
    for idx, what, dx in pieces:
        x, y = centre[idx]
        if what == "wurminator":
            doc.add(at(wurminator_art(), x - 32, y - 44, 0.64))
        elif what == "guard":
            doc.add(at(guard_art(), x + 6 + dx, y - 38, 0.4))
        else:
            doc.add(at(pawn_art(KIND_COLOUR[what]), x + 6 + dx, y - 38, 0.4))
    return doc


# ---- app icon --------------------------------------------------------------------------------
def app_icon() -> Doc:
    """A bug peeking out of an open cardboard box: 'bugbox'. Built to survive 16 px."""
    doc = Doc(512, 512)
    sw = 16
    doc.add(rect(16, 16, 480, 480, FELT, rx=108, stroke=None))
    doc.add(rect(16, 16, 480, 480, highlight(doc), rx=108, stroke=None))
    # back flaps of the open box
    doc.add(path("M104,290 L56,196 L218,196 L256,290 Z", fill=mix(CARDBOARD, INK, 0.25), sw=sw))
    doc.add(path("M408,290 L456,196 L294,196 L256,290 Z", fill=mix(CARDBOARD, INK, 0.25), sw=sw))
    # the bug: a big rattle-bug head with striped brow, big eyes and ball-tipped feelers
    doc.add(path("M206,118 L164,50 M306,118 L348,50", sw=sw))
    doc.add(circle(164, 50, 24, INK, stroke=None) + circle(348, 50, 24, INK, stroke=None))
    doc.add(circle(256, 222, 118, RED, sw=sw))
    doc.add(path("M170,160 Q256,124 342,160", stroke=mix(RED, INK, 0.55), sw=22))
    doc.add(eye(208, 214, 42, 11, look=(0.2, 0.25)))
    doc.add(eye(304, 214, 42, 11, look=(-0.2, 0.25)))
    # the box front
    front = "M92,290 H420 L402,458 Q400,472 386,472 H126 Q112,472 110,458 Z"
    doc.add(path(front, fill=CARDBOARD, sw=sw))
    doc.add(path("M100,326 H412", stroke=mix(CARDBOARD, INK, 0.35), sw=10))
    doc.add(path(front, sw=sw))
    doc.add(path("M150,290 Q166,268 182,290 M330,290 Q346,268 362,290", fill=RED, stroke=INK, sw=12))
    return doc


# ---- the catalogue ---------------------------------------------------------------------------
def catalogue() -> dict[str, Callable[[], Doc]]:
    """Every asset name (resources/art/<name>.svg) and the drawing that makes it."""
    cat: dict[str, Callable[[], Doc]] = {}
    for c in ("red", "yellow", "green", "blue"):
        cat[f"verasselt/card_{c}"] = lambda c=c: card_front(c)
    cat["verasselt/card_back"] = card_back
    for c in ("red", "yellow", "green", "blue", "bars"):
        cat[f"verasselt/die_{c}"] = lambda c=c: die_verasselt(c)
    for c in ("red", "yellow", "green", "blue"):
        cat[f"verasselt/bug_{c}"] = lambda c=c: bug_alone(c)
    for m in ("mat_hub", "mat_catch", "mat_front_yard", "mat_heap"):
        cat[f"verasselt/{m}"] = lambda m=m: mat(m)
    cat["verasselt/table"] = felt_table
    cat["schaben/floor"] = floor
    cat["schaben/exterminator"] = exterminator
    cat["schaben/cockroach"] = cockroach
    cat["schaben/box"] = box
    for k in ("forward", "backward", "left", "right", "turn_left", "turn_right", "turn_around", "box"):
        cat[f"schaben/card_{k}"] = lambda k=k: movement_card(k)
    for lv in ("easy", "medium", "hard"):
        cat[f"schaben/difficulty_{lv}"] = lambda lv=lv: difficulty(lv)
    cat["schaben/task_back"] = task_back
    for v in range(1, 9):
        cat[f"verflixxt/tile_plus_{v}"] = lambda v=v: verflixxt_tile("plus", v)
    for v in range(1, 11):
        cat[f"verflixxt/tile_minus_{v}"] = lambda v=v: verflixxt_tile("minus", v)
    for k in ("luck", "start", "finish"):
        cat[f"verflixxt/tile_{k}"] = lambda k=k: verflixxt_tile(k)
    for c in ("red", "blue", "green", "yellow"):
        cat[f"verflixxt/pawn_{c}"] = lambda c=c: pawn(c, False)
    for c in ("red", "blue", "green", "yellow"):
        cat[f"verflixxt/pawn_{c}_marked"] = lambda c=c: pawn(c, True)
    cat["verflixxt/guard"] = guard
    cat["verflixxt/wurminator"] = wurminator
    for v in range(1, 7):
        cat[f"verflixxt/die_{v}"] = lambda v=v: die_verflixxt(v)
    cat["verflixxt/table"] = lambda: wood_table()
    cat["covers/verasselt"] = cover_verasselt
    cat["covers/schaben"] = cover_schaben
    cat["covers/verflixxt"] = cover_verflixxt
    cat["icons/bugbox"] = app_icon
    return cat


def main() -> None:
    written = 0
    for name, make in catalogue().items():
        target = ART / f"{name}.svg"
        target.parent.mkdir(parents=True, exist_ok=True)
        text = make().text()
        if not target.exists() or target.read_text(encoding="utf-8") != text:
            target.write_text(text, encoding="utf-8")
            written += 1
    print(f"{len(catalogue())} assets, {written} written to {ART.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
