"""The Records tables counted from kept games' summaries: people by name (without case, after
renames), computers by level; wins, streaks, the fastest win; a reset hides older games; a solo
task game is counted per difficulty."""

from bugbox.core import registry
from bugbox.core.records.names import Names, rename
from bugbox.core.records.standings import counted, figures, winners_of

MULTI = next(g for g in registry.GAMES if not registry.spec(g).counted_by_task)
SOLO = next((g for g in registry.GAMES if registry.spec(g).counted_by_task), None)


def seat(name: str, place: int, score: int = 0, computer: bool = False, level: str = "normal") -> dict:
    return {"name": name, "computer": computer, "level": level, "place": place, "score": score, "stats": {}}


def game(file: str, *seats: dict, duration: float = 600.0, game_id: str = MULTI) -> dict:
    return {"file": file, "game": game_id, "duration": duration, "seats": list(seats), "stats": {}, "help": {}}


GAMES = [
    game("20260101-1", seat("Anna", 1, 30), seat("Ben", 2, 10)),
    game("20260102-1", seat("anna", 1, 20), seat("Ben", 2, 25), duration=300.0),
    game("20260103-1", seat("Anna", 2, 5), seat("Computer", 1, 40, computer=True, level="hard")),
]


def test_people_are_counted_by_name_without_case_and_computers_by_level():
    rows = {row.label: row for row in figures(GAMES, MULTI, Names()).rows}
    anna = rows["Anna"]
    assert (anna.played, anna.won, anna.longest_streak, anna.streak) == (3, 2, 2, 0)
    assert anna.fastest_win == 300.0 and anna.best == 30
    assert rows["hard"].computer and rows["hard"].won == 1
    assert rows["Ben"].win_rate == 0.0


def test_the_table_lists_people_first_most_wins_first():
    labels = [row.label for row in figures(GAMES, MULTI, Names()).rows]
    assert labels == ["Anna", "Ben", "hard"]


def test_a_rename_joins_two_spellings():
    rows = figures(GAMES, MULTI, rename(Names(), "Ben", "Anna")).rows
    assert [(row.label, row.played) for row in rows if not row.computer] == [("Anna", 5)]


def test_a_reset_counts_only_the_games_after_it():
    names = Names(resets={MULTI: "20260102-5"})
    assert [g["file"] for g in counted(GAMES, MULTI, names)] == ["20260103-1"]
    assert figures(GAMES, MULTI, names).games == 1


def test_only_the_asked_games_summaries_count():
    other = game("20260104-1", seat("Zed", 1), game_id="another-game")
    assert figures([*GAMES, other], MULTI, Names()).games == 3


def test_the_winners_names_cannot_forge_a_line_and_are_cut_short():
    assert winners_of(game("x", seat("Al\nwins all", 1), seat("Bo", 2))) == ["Al\\nwins all"]
    assert len(winners_of(game("x", seat("A" * 100, 1)))[0]) == 40
    assert len(winners_of(game("x", seat("Al", 1), seat("Bo", 1)))) == 2  # a shared win


def test_a_solo_task_game_is_counted_per_difficulty_and_first_tries():
    if SOLO is None:
        return

    def task(file, name, solved, difficulty="easy", hints=0):
        entry = game(file, seat("Me", 1 if solved else 2), game_id=SOLO)
        entry["stats"] = {"task": name, "solved": solved, "difficulty": difficulty}
        entry["help"] = {"hints": hints}
        return entry

    tasks = [task("1", "A", True, hints=1), task("2", "B", False), task("3", "B", True), task("4", "C", True, "hard")]
    rows = {row.difficulty: row for row in figures(tasks, SOLO, Names()).tasks}
    assert (rows["easy"].solved, rows["easy"].attempts, rows["easy"].first_try, rows["easy"].hints) == (2, 3, 1, 1)
    assert rows["hard"].solved == 1 and rows["medium"].attempts == 0
