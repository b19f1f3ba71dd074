"""The Debian package: bugbox's one-folder bundle as `bugbox_<version>-<revision>_<arch>.deb`.

`python packaging/build.py --deb` builds the bundle and calls `make_deb()`; packaging/README.md
says what the package holds and why. In short:

- the bundle goes to /usr/lib/bugbox (a program's private files; lintian rejects /opt as an
  error), /usr/bin/bugbox links to its executable, the desktop entry, AppStream metainfo and
  hicolor icons go to /usr/share, a manual page, the DEP-5 copyright file and
  changelog.Debian.gz to their places;
- no maintainer scripts: the triggers of desktop-file-utils, hicolor-icon-theme and man-db,
  which dpkg runs itself, refresh their caches, and nothing outside the package's files is
  written on install, upgrade or removal; the player's folders are never touched;
- shared libraries that PyInstaller copied from the build machine's Debian system (the very
  same files: their ELF build ids match) are left out, and the package depends on their
  Debian packages instead, as dpkg-shlibdeps finds them. The libraries that came with the
  wheels (Qt, ICU, PySide6, Python) stay. So the package carries only the components
  THIRD-PARTY-NOTICES.md lists, and gets the system's security updates for OpenSSL, GLib,
  the X libraries and the rest;
- the copyright file is packaging/deb/copyright with the licence texts of licenses/ filled
  in; the build fails if a file in /usr/lib/bugbox is claimed by no Files paragraph (a new
  component entered the bundle and needs its licence named) or a paragraph claims nothing.

Standard tools only: dpkg-shlibdeps (dpkg-dev), dpkg-deb, readelf (binutils), chrpath, ldconfig.
"""

from __future__ import annotations

import email.utils
import fnmatch
import gzip
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
import textwrap
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
PACKAGE = "bugbox"
APP_ID = "io.github.bugbox.bugbox"
#: Where the bundle lives, relative to the package root.
PREFIX = Path("usr/lib") / PACKAGE
#: Who answers for the package. DEBFULLNAME and DEBEMAIL (the variables Debian's own tools
#: read) override it for a build.
MAINTAINER = ("The bugbox developers", "bugbox@users.noreply.github.com")
HOMEPAGE = "https://github.com/bugbox/bugbox"
_XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


@dataclass(frozen=True)
class Deb:
    """What make_deb() made, with the figures packaging/README.md quotes."""

    path: Path
    version: str
    depends: str
    installed_bytes: int
    left_to_system: tuple[str, ...]


def run(*command: str, cwd: Path | None = None) -> str:
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed ({done.returncode}):\n{done.stdout}{done.stderr}")
    return done.stdout


def architecture() -> str:
    return run("dpkg", "--print-architecture").strip()


# ----------------------------------------------------------------------------------------------
# Libraries the system already has


def build_id(path: Path) -> str | None:
    """The ELF build id (kept by `strip`, so a stripped copy still names the build it came from)."""
    done = subprocess.run(["readelf", "--notes", "--wide", str(path)], capture_output=True, text=True, check=False)
    match = re.search(r"Build ID:\s*([0-9a-f]+)", done.stdout)
    return match[1] if match else None


def system_libraries() -> dict[str, list[Path]]:
    """What the dynamic linker finds by itself: soname -> paths, from `ldconfig -p`."""
    ldconfig = shutil.which("ldconfig") or "/sbin/ldconfig"
    found: dict[str, list[Path]] = {}
    for line in run(ldconfig, "-p").splitlines()[1:]:
        name, _, path = line.strip().partition(" => ")
        if path:
            found.setdefault(name.split(" (")[0], []).append(Path(path))
    return found


def left_to_system(internal: Path) -> list[str]:
    """The libraries at the top of `_internal/` that are the system's own files (same build id).

    PyInstaller copies every shared library a bundle links, from wherever the build machine
    has it. Those that came from the system's library folders are dropped from the package and
    found there again by the linker; dpkg-shlibdeps then names their packages. libpython stays
    whatever its origin: PyInstaller's bootloader opens it by path inside the bundle.
    """
    system = system_libraries()
    dropped = []
    for path in sorted(internal.glob("lib*.so*")):
        if path.is_symlink() or not path.is_file() or path.name.startswith("libpython"):
            continue
        ours = build_id(path)
        if ours and any(build_id(theirs) == ours for theirs in system.get(path.name, [])):
            dropped.append(path.name)
    return dropped


# ----------------------------------------------------------------------------------------------
# Files written for the package


def gzipped(data: bytes, target: Path) -> None:
    """gzip -9n: best compression, no name or time stamp (lintian checks both)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    with open(target, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, compresslevel=9, mtime=0) as gz:
        gz.write(data)


def releases(metainfo: Path) -> list[tuple[str, str, list[str]]]:
    """(version, date, notes) of each <release> in the AppStream metainfo, newest first."""
    found = []
    for release in ET.parse(metainfo).getroot().iter("release"):
        notes = [" ".join("".join(p.itertext()).split()) for p in release.iter("p") if not p.get(_XML_LANG)]
        found.append((release.get("version", ""), release.get("date", ""), notes))
    return found


def changelog(version: str, upstream: str, metainfo: Path, maintainer: str, now: datetime) -> str:
    """changelog.Debian from the metainfo's releases (the notes software centres show).

    Revision 1 of a bugbox version is that release; a higher revision adds an entry of its own
    (the same bugbox, packaged again), dated `now`.
    """

    def stamp(day: str) -> str:
        return email.utils.format_datetime(datetime.fromisoformat(day).replace(hour=12, tzinfo=UTC))

    entries = []
    listed = releases(metainfo)
    if upstream not in {v for v, _, _ in listed}:
        raise RuntimeError(f'{metainfo.name} has no <release version="{upstream}">: add it first')
    if not version.endswith("-1"):
        entries.append((version, ["Packaged again; bugbox itself is unchanged."], email.utils.format_datetime(now)))
    for release, day, notes in listed:
        entries.append((f"{release}-1", notes or [f"bugbox {release}."], stamp(day)))
    text = []
    for number, notes, when in entries:
        text.append(f"{PACKAGE} ({number}) unstable; urgency=medium\n")
        text += [f"  * {note}" for note in notes]
        text.append(f"\n -- {maintainer}  {when}\n")
    return "\n".join(text)


def dep5_text(text: str) -> str:
    """A licence text as the body of a DEP-5 License field: indented, blank lines as ' .'."""
    lines = [line.rstrip() for line in text.strip("\n").splitlines()]
    return "\n".join(f" {line}" if line.strip() else " ." for line in lines)


def copyright_file(root: Path) -> str:
    """packaging/deb/copyright with @COPYRIGHT file@, @TERMS file@ and @TEXT file@ filled in.

    @COPYRIGHT f@: the holder of f's first "Copyright (c)" line; @TERMS f@: f's text from its
    "Permission" paragraph on (the MIT terms without one holder's notice); @TEXT f@: all of f.
    """

    def fill(match: re.Match[str]) -> str:
        kind, name = match[1], match[2]
        text = (root / name).read_text("utf-8")
        if kind == "COPYRIGHT":
            line = next(line for line in text.splitlines() if line.startswith("Copyright"))
            return re.sub(r"^Copyright\s*(\(c\)|©)?\s*", "", line).strip()
        if kind == "TERMS":
            text = text[text.index("Permission") :]
        return dep5_text(text).lstrip(" ")

    return re.sub(r"@(COPYRIGHT|TERMS|TEXT) ([^@]+)@", fill, (HERE / "copyright").read_text("utf-8"))


def files_paragraphs(copyright_text: str) -> list[list[str]]:
    """The patterns of each Files paragraph, in order."""
    found = []
    for paragraph in re.split(r"\n\s*\n", copyright_text):
        match = re.match(r"Files:((?:.*\n?)(?:[ \t].*\n?)*)", paragraph)
        if match:
            value = match[1].split("\nCopyright:")[0]
            found.append(value.split())
    return found


def check_copyright(copyright_text: str, staged: Path) -> None:
    """Every file of the bundle is claimed by a paragraph naming it, and every pattern claims one.

    `Files: *` covers bugbox's own files but proves nothing about a component that entered the
    bundle unnoticed (a build machine with more packages installed): those must be named.
    """
    paragraphs = files_paragraphs(copyright_text)
    named = [pattern for patterns in paragraphs for pattern in patterns if pattern != "*"]
    files = [
        path.relative_to(staged).as_posix()
        for path in (staged / PREFIX).rglob("*")
        if path.is_file() or path.is_symlink()
    ]
    unclaimed = [name for name in files if not any(fnmatch.fnmatchcase(name, p) for p in named)]
    unused = [p for p in named if not any(fnmatch.fnmatchcase(name, p) for name in files)]
    problems = []
    if unclaimed:
        problems.append("files no paragraph names (add the component and its licence):\n  " + "\n  ".join(unclaimed))
    if unused:
        problems.append("patterns that match nothing:\n  " + "\n  ".join(unused))
    if problems:
        raise RuntimeError("packaging/deb/copyright does not fit the bundle; " + "\n".join(problems))


def is_elf(path: Path) -> bool:
    if path.is_symlink() or not path.is_file():
        return False
    with open(path, "rb") as file:
        return file.read(4) == b"\x7fELF"


def elf_files(staged: Path) -> list[Path]:
    return sorted(path for path in (staged / PREFIX).rglob("*") if is_elf(path))


def drop_foreign_search_paths(staged: Path) -> list[str]:
    """Remove RUNPATH/RPATH entries that point outside the bundle (chrpath); return the files changed.

    A Python built in a home folder (pyenv) links its library and modules with that folder as
    their search path: on a player's machine it is at best a dead end, at worst someone else's
    folder. The wheels' own `$ORIGIN` paths (relative to the library itself) stay.
    """
    changed = []
    for path in elf_files(staged):
        dynamic = run("readelf", "--dynamic", "--wide", str(path))
        paths = re.findall(r"Library (?:runpath|rpath): \[([^\]]*)\]", dynamic)
        entries = [entry for value in paths for entry in value.split(":") if entry]
        kept = [entry for entry in entries if entry.startswith("$ORIGIN")]
        if entries == kept:
            continue
        if kept:
            run("chrpath", "--replace", ":".join(kept), str(path))
        else:
            run("chrpath", "--delete", str(path))
        changed.append(path.relative_to(staged).as_posix())
    return changed


def depends(staged: Path) -> str:
    """The Depends line, from dpkg-shlibdeps over every ELF file in the package.

    The package's own library folders are searched first (-l), so only what the system must
    provide ends up in the line; a library no installed package owns is an error.
    """
    elves = elf_files(staged)
    folders = sorted({path.parent for path in (staged / PREFIX).rglob("lib*.so*")})
    with tempfile.TemporaryDirectory() as work:
        (Path(work) / "debian").mkdir()
        (Path(work) / "debian" / "control").write_text(
            f"Source: {PACKAGE}\n\nPackage: {PACKAGE}\nArchitecture: any\n", "utf-8"
        )
        done = subprocess.run(
            ["dpkg-shlibdeps", "-O", "--warnings=0", *(f"-l{folder}" for folder in folders), *map(str, elves)],
            cwd=work,
            capture_output=True,
            text=True,
            check=False,
        )
    if done.returncode != 0:
        missing = sorted(set(re.findall(r"cannot find library (\S+) needed by", done.stderr)))
        hint = (
            f"\nthe bundle links {', '.join(missing)}, which this machine lacks: install the package that "
            "provides it (apt-file search NAME; libwayland-cursor0 for libwayland-cursor.so.0) and build again"
            if missing
            else ""
        )
        raise RuntimeError(f"dpkg-shlibdeps failed:\n{done.stderr[-3000:]}{hint}")
    output = done.stdout
    match = re.search(r"^shlibs:Depends=(.*)$", output, re.MULTILINE)
    if not match:
        raise RuntimeError(f"dpkg-shlibdeps named no dependencies:\n{output}")
    return match[1].strip()


def description(metainfo: Path) -> tuple[str, str]:
    """Synopsis and long description from the metainfo's English text.

    Paragraphs are wrapped lines with one leading space; list items start with two, which apt
    and software centres show as written (lintian asks for that).
    """
    root = ET.parse(metainfo).getroot()
    summary = next(s.text or "" for s in root.iter("summary") if not s.get(_XML_LANG))
    parts = []
    described = root.find("description")
    for element in described if described is not None else []:
        if element.get(_XML_LANG):
            continue
        if element.tag == "p":
            parts.append(textwrap.fill(_words(element), 79, initial_indent=" ", subsequent_indent=" "))
        elif element.tag == "ul":
            items = (textwrap.fill(_words(li), 79, initial_indent="  - ", subsequent_indent="    ") for li in element)
            parts.append("\n".join(items))
    return summary[0].lower() + summary[1:], "\n .\n".join(parts)


def _words(element: ET.Element) -> str:
    return " ".join("".join(element.itertext()).split())


# ----------------------------------------------------------------------------------------------
# The package


def stage(bundle: Path, staged: Path) -> list[str]:
    """Lay the package's files out under `staged`; return the libraries left to the system."""
    shutil.rmtree(staged, ignore_errors=True)
    program = staged / PREFIX
    program.mkdir(parents=True)
    shutil.copy2(bundle / PACKAGE, program / PACKAGE)
    shutil.copytree(bundle / "_internal", program / "_internal", symlinks=True)
    dropped = left_to_system(program / "_internal")
    for name in dropped:
        (program / "_internal" / name).unlink()
    drop_foreign_search_paths(staged)
    # The command: /usr/bin, where every PATH finds it (root's and sudo's lack /usr/games), and
    # /usr/games, where Debian policy 11.11 puts games.
    for folder in ("usr/bin", "usr/games"):
        (staged / folder).mkdir(parents=True)
        (staged / folder / PACKAGE).symlink_to(Path("../lib") / PACKAGE / PACKAGE)
    # The desktop integration the spec lays out in share/ (laid out for ~/.local/share).
    shutil.copytree(bundle / "share", staged / "usr/share", dirs_exist_ok=True)
    gzipped((HERE / "bugbox.6").read_bytes(), staged / "usr/share/man/man6/bugbox.6.gz")
    overrides = staged / "usr/share/lintian/overrides" / PACKAGE
    overrides.parent.mkdir(parents=True)
    shutil.copy2(HERE / "lintian-overrides", overrides)
    return dropped


def normalise_modes(staged: Path) -> None:
    """0755 for folders and the program, 0644 for everything else (libraries need no x bit)."""
    for path in [staged, *staged.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        else:
            path.chmod(0o755 if path == staged / PREFIX / PACKAGE else 0o644)


def installed(staged: Path) -> list[Path]:
    """Everything the package installs (not its DEBIAN control files)."""
    return [path for path in staged.rglob("*") if path.relative_to(staged).parts[0] != "DEBIAN"]


def installed_size(staged: Path) -> int:
    """Bytes the files take, for the README."""
    return sum(p.lstat().st_size for p in installed(staged) if p.is_file() or p.is_symlink())


def installed_kib(staged: Path) -> int:
    """The Installed-Size field, counted as dpkg-gencontrol counts: KiB per file, 1 per folder or link."""
    return sum(-(-p.lstat().st_size // 1024) if p.is_file() and not p.is_symlink() else 1 for p in installed(staged))


def md5sums(staged: Path) -> str:
    """DEBIAN/md5sums, which `dpkg --verify` and debsums check the installed files against."""
    return "".join(
        f"{hashlib.md5(path.read_bytes()).hexdigest()}  {path.relative_to(staged).as_posix()}\n"
        for path in sorted(installed(staged))
        if path.is_file() and not path.is_symlink()
    )


def maintainer() -> str:
    name = os.environ.get("DEBFULLNAME") or MAINTAINER[0]
    mail = os.environ.get("DEBEMAIL") or MAINTAINER[1]
    return f"{name} <{mail}>"


def build_time() -> datetime:
    """SOURCE_DATE_EPOCH when set (reproducible builds), else now."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    return datetime.fromtimestamp(int(epoch), UTC) if epoch else datetime.now(UTC).replace(microsecond=0)


def make_deb(
    bundle: Path, dist: Path, work: Path, root: Path, upstream: str, revision: int = 1, fast: bool = False
) -> Deb:
    """Make `dist/bugbox_<upstream>-<revision>_<arch>.deb` from the one-folder bundle.

    xz at dpkg's default level makes the smallest download and takes a minute or two on two
    cores; `fast` packs with gzip -1 instead (seconds, about half as big again): for trying
    things out and for the upgrade test's second package, not for release.
    """
    bundle, dist, work, root = bundle.resolve(), dist.resolve(), work.resolve(), root.resolve()
    if revision < 1:
        raise ValueError("the Debian revision starts at 1")
    for tool in ("dpkg-deb", "dpkg-shlibdeps", "readelf", "chrpath"):
        if shutil.which(tool) is None:
            raise RuntimeError(f"{tool} is missing (apt install dpkg-dev binutils chrpath)")
    if not (bundle / PACKAGE).is_file() or not (bundle / "share").is_dir():
        raise RuntimeError(f"{bundle} is not bugbox's Linux one-folder bundle (build it first)")
    version = f"{upstream}-{revision}"
    arch = architecture()
    staged = work / "deb" / "root"
    metainfo = bundle / "share" / "metainfo" / f"{APP_ID}.metainfo.xml"
    dropped = stage(bundle, staged)
    doc = staged / "usr/share/doc" / PACKAGE
    doc.mkdir(parents=True)
    copyright_text = copyright_file(root)
    check_copyright(copyright_text, staged)
    (doc / "copyright").write_text(copyright_text, "utf-8")
    gzipped(changelog(version, upstream, metainfo, maintainer(), build_time()).encode(), doc / "changelog.Debian.gz")
    normalise_modes(staged)
    control = staged / "DEBIAN" / "control"
    control.parent.mkdir(mode=0o755)  # before dpkg-shlibdeps: it marks the package's own tree
    needs = depends(staged)
    synopsis, body = description(metainfo)
    (staged / "DEBIAN" / "md5sums").write_text(md5sums(staged), "utf-8")
    control.write_text(
        f"Package: {PACKAGE}\n"
        f"Version: {version}\n"
        f"Architecture: {arch}\n"
        f"Maintainer: {maintainer()}\n"
        f"Installed-Size: {installed_kib(staged)}\n"
        f"Depends: {needs}\n"
        "Suggests: fonts-noto-cjk\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Homepage: {HOMEPAGE}\n"
        f"Description: {synopsis}\n{body}\n",
        "utf-8",
    )
    for name in ("control", "md5sums"):
        (staged / "DEBIAN" / name).chmod(0o644)
    dist.mkdir(parents=True, exist_ok=True)
    target = dist / f"{PACKAGE}_{version}_{arch}.deb"
    compression = ("-Zgzip", "-z1") if fast else ("-Zxz", "-z6")
    run("dpkg-deb", "--build", "--root-owner-group", *compression, str(staged), str(target))
    return Deb(target, version, needs, installed_size(staged), tuple(dropped))
