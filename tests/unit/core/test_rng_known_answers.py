"""Known answers of `bugbox/core/rng.py`: the first outputs of every draw for a few seeds, written
out literally.

Every shuffle, die and computer player's choice in a save is replayed from these numbers: a
change to the generator, to `seed_state`, or to how a draw uses it (how many 64-bit values it
takes, how it maps them) changes every existing game. If one of these tests fails, the change
broke players' saves: undo it, or make it a new save format with a migration
(docs/architecture.md, "Save format and its versions"); never update the numbers alone.
"""

import pytest

from bugbox.core.rng import Rng, seed_state

GAMMA = 0x9E3779B97F4A7C15


def test_seed_state_known_answers():
    assert [seed_state(s) for s in (0, 1, 42, 2**64 - 1)] == [
        14418851681570568578,
        2356989601475004189,
        8517906338853313488,
        399338888308989683,
    ]


@pytest.mark.parametrize(
    "state, outputs",
    [
        # state 0: the published first outputs of SplitMix64 (0xE220A8397B1DCDAF, ...)
        (0, [16294208416658607535, 7960286522194355700, 487617019471545679, 17909611376780542444, 1961750202426094747]),
        (
            1,
            [
                10451216379200822465,
                13757245211066428519,
                17911839290282890590,
                8196980753821780235,
                8195237237126968761,
            ],
        ),
        (42, [13679457532755275413, 2949826092126892291, 5139283748462763858, 6349198060258255764, 701532786141963250]),
        (
            2**64 - 1,
            [
                16490336266968443936,
                16834447057089888969,
                4048727598324417001,
                7862637804313477842,
                13015481187462834606,
            ],
        ),
    ],
)
def test_next64_known_answers(state, outputs):
    rng = Rng(state)
    assert [rng.next64() for _ in outputs] == outputs
    assert rng.state == (state + len(outputs) * GAMMA) % 2**64  # one step of the state per value


def test_the_state_is_taken_modulo_two_to_the_64():
    assert Rng(-1).state == 2**64 - 1 and Rng(2**64 + 5).state == 5


@pytest.mark.parametrize(
    "seed, values, state_after",
    [
        (0, [0, 1, 2, 5, 5, 8, 0, 468, 6423325722879984291, 7731791448275393568], 10699506178158890601),
        (42, [0, 1, 1, 4, 5, 6, 15, 280, 6678663207937925556, 10492228841942668748], 4798560835441635511),
    ],
)
def test_below_known_answers(seed, values, state_after):
    rng = Rng(seed_state(seed))
    assert [rng.below(n) for n in (1, 2, 3, 6, 7, 10, 88, 1000, 2**63 + 1, 2**64 - 1)] == values
    assert rng.state == state_after


def test_below_rejects_values_that_would_bias_it_and_draws_again():
    """For n = 2**63 + 1 about half the 64-bit values are rejected: 13 draws give 8 answers."""
    rng = Rng(seed_state(7))
    assert [rng.below(2**63 + 1) for _ in range(8)] == [
        2261208915739001044,
        6794788231006477457,
        4261622265374600204,
        2885003144148181343,
        2440944333396471824,
        5870838020251385695,
        2891373627976963577,
        3009675644147969895,
    ]
    assert rng.state == (seed_state(7) + 13 * GAMMA) % 2**64 == 18040229173500437245


def test_below_refuses_an_empty_range():
    with pytest.raises(ValueError):
        Rng(1).below(0)


@pytest.mark.parametrize(
    "seed, dice, state_after",
    [
        (0, [1, 6, 6, 6, 5, 5, 1, 3, 3, 4, 1, 2], 3653476923772537470),
        (42, [5, 2, 5, 5, 6, 3, 4, 5, 4, 1, 3, 3], 16199275654764833996),
    ],
)
def test_randint_known_answers_for_a_die(seed, dice, state_after):
    rng = Rng(seed_state(seed))
    assert [rng.randint(1, 6) for _ in range(12)] == dice
    assert rng.state == state_after


@pytest.mark.parametrize("seed, values", [(0, [-4, -1, -5, 2, 2, 0]), (42, [5, 0, 3, -3, -4, 3])])
def test_randint_known_answers_for_a_range_around_zero(seed, values):
    rng = Rng(seed_state(seed))
    assert [rng.randint(-5, 5) for _ in range(6)] == values


@pytest.mark.parametrize(
    "seed, letters, state_after",
    [
        (0, "eafbfedgfc", 17745535432545243732),
        (42, "eccafeeefc", 11844590089827988642),
    ],
)
def test_choice_known_answers(seed, letters, state_after):
    rng = Rng(seed_state(seed))
    assert "".join(rng.choice("abcdefg") for _ in range(10)) == letters
    assert rng.state == state_after


@pytest.mark.parametrize(
    "seed, order, state_after",
    [
        (0, [6, 7, 9, 0, 3, 4, 1, 5, 8, 2], 6344820613222045247),
        (42, [6, 7, 4, 3, 8, 5, 0, 9, 1, 2], 443875270504790157),
    ],
)
def test_shuffle_known_answers(seed, order, state_after):
    rng = Rng(seed_state(seed))
    items = list(range(10))
    rng.shuffle(items)
    assert items == order and rng.state == state_after


@pytest.mark.parametrize(
    "seed, values, state_after",
    [
        (0, [0.48308499226911916, 0.6814493231402681, 0.5900310899658143], 11727507992121060801),
        (42, [0.0871622087283408, 0.08129765400386868, 0.36872494247989873], 5826562649403805711),
    ],
)
def test_random_known_answers(seed, values, state_after):
    rng = Rng(seed_state(seed))
    assert [rng.random() for _ in values] == values
    assert rng.state == state_after
