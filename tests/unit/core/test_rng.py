from bugbox.core.rng import Rng, seed_state


def test_same_seed_same_sequence():
    a, b = Rng(seed_state(7)), Rng(seed_state(7))
    assert [a.randint(1, 6) for _ in range(50)] == [b.randint(1, 6) for _ in range(50)]


def test_die_faces_all_appear_and_stay_in_range():
    rng = Rng(seed_state(1))
    rolls = [rng.randint(1, 6) for _ in range(600)]
    assert set(rolls) == {1, 2, 3, 4, 5, 6}


def test_state_is_one_integer_that_resumes_the_sequence():
    rng = Rng(seed_state(3))
    rng.next64()
    resumed = Rng(rng.state)
    assert [rng.below(10) for _ in range(20)] == [resumed.below(10) for _ in range(20)]


def test_shuffle_is_a_permutation():
    rng = Rng(seed_state(5))
    items = list(range(30))
    rng.shuffle(items)
    assert sorted(items) == list(range(30)) and items != list(range(30))
