"""The player's own choices about names on the Records page: renames and merges count a
player's games under one name (matched without case), resets hide a game's older games; a
damaged names file is moved aside and forgotten, never a reason to fail."""

from datetime import datetime

from bugbox.core.records.names import Names, fold, load_names, rename, reset, save_names


def test_names_match_without_case_and_extra_spaces():
    assert fold("  Anna  Lena ") == fold("anna lena")
    assert fold("Anna") != fold("Anne")


def test_a_rename_counts_the_old_name_under_the_new_one_in_its_new_spelling():
    names = rename(Names(), "anna", "Anna B.")
    assert names.canonical("ANNA") == "Anna B."
    assert names.canonical("anna b.") == "Anna B."
    assert names.canonical("Ben") == "Ben"


def test_a_merge_into_a_name_that_was_itself_renamed_follows_it():
    names = rename(Names(), "Bert", "Bernd")
    names = rename(names, "Bernd", "Bernie")
    assert names.canonical("bert") == "Bernie"  # the first rename moves with the second
    assert names.canonical("bernd") == "Bernie"


def test_an_empty_new_name_changes_nothing():
    names = rename(Names(), "Anna", "   ")
    assert names.aliases == {}


def test_renames_and_resets_survive_a_restart(tmp_path):
    path = tmp_path / "names.json"
    names = reset(rename(Names(), "Cid", "Sid"), "some-game", datetime(2026, 3, 1, 20, 15))
    save_names(names, path)
    again = load_names(path)
    assert again.canonical("cid") == "Sid"
    assert again.resets == {"some-game": "20260301-201500-000000"}


def test_a_damaged_names_file_is_moved_aside_and_forgotten(tmp_path):
    path = tmp_path / "names.json"
    path.write_text("{broken", encoding="utf-8")
    assert load_names(path) == Names()
    assert not path.exists()
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith("names.json")]  # kept aside, not deleted


def test_odd_entries_are_dropped_and_long_names_cut(tmp_path):
    path = tmp_path / "names.json"
    path.write_text('{"aliases": {"a": "' + "x" * 100 + '", "b": 3, "c": "  "}, "resets": [1]}', encoding="utf-8")
    names = load_names(path)
    assert names.aliases == {"a": "x" * 40}
    assert names.resets == {}
