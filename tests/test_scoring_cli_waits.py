"""`python -m scoring --waits` under a system without elements (the Shenzhen game):
found by the QA pass printing "0 fan" and no name for every winning tile, as if each
wait were worth nothing."""

from __future__ import annotations

from scoring.__main__ import main


def _waits(capsys, *args: str) -> list[str]:
    assert main(["--rules", "shenzhen", *args, "--waits"]) == 0
    return capsys.readouterr().out.splitlines()


def test_each_wait_says_it_wins_and_what_it_is_paid(capsys) -> None:
    lines = _waits(capsys, "1112345678999m|EE1000")
    assert len(lines) == 9
    assert all("0 fan" not in line for line in lines)
    assert lines[0].split()[0] == "1m"
    assert "wins" in lines[0] and "SZ-W1" in lines[0] and "+15" in lines[0]


def test_without_a_situation_each_wait_still_wins(capsys) -> None:
    lines = _waits(capsys, "1112345678999m")
    assert [line.split()[0] for line in lines] == [f"{n}m" for n in range(1, 10)]
    assert all(line.split()[1:] == ["wins"] for line in lines)


def test_waits_on_a_hand_with_the_fourth_part_say_what_to_leave_out(capsys) -> None:
    """A referee adds --waits to a hand written as the scorer takes a win ("|from=1"):
    the refusal names the fourth part, not "Too many '|'" alone."""
    for rules in ("mcr", "international"):
        assert main(["--rules", rules, "123m456m789m234s5s|SE0000||from=1", "--waits"]) == 2
        err = capsys.readouterr().err
        assert "--waits" in err and "without the fourth part" in err, err
        assert "tiles|situation|flowers" in err
