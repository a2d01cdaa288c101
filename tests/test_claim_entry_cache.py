"""The claim check keeps the reading of an entry no hand can change (scoring.mcr.names
read_entry): a name two fans answer to is still settled by each hand anew, and an entry
that only compares equal to a kept one (True == 1) is not answered from it."""

from __future__ import annotations

from scoring.explain import check_claims

DOUBLE_CHOW_HAND = "123123m456p789s55p|EE1000"  # fan 69 counts, fan 13 cannot
PLAIN_HAND = "12345789p55678m6p|EE1000"  # neither fan 13 nor 69


def _unknown(check):
    return [w for w in check.wrong if w.kind == "unknown"]


def test_an_ambiguous_name_is_settled_by_each_hand_in_turn():
    for _ in range(2):  # the second round reads every entry a second time
        settled = check_claims(DOUBLE_CHOW_HAND, ["Pure Double Chow"])
        assert [(f.key, n) for f, n in settled.correct if f.key in (13, 69)] == [(69, 1)]
        assert not _unknown(settled)
        (question,) = _unknown(check_claims(PLAIN_HAND, ["Pure Double Chow"]))
        assert question.by == (13, 69) and "more than one fan" in question.reason


def test_a_number_read_before_does_not_answer_a_bool():
    assert check_claims(PLAIN_HAND, [1]).wrong[0].fan.key == 1
    (refused,) = _unknown(check_claims(PLAIN_HAND, [True]))
    assert refused.fan is None and "is not the name" in refused.reason


def test_a_kept_name_reads_the_same_on_every_hand():
    first = check_claims(PLAIN_HAND, ["Pure Straight x2", "qinglong"])
    again = check_claims(PLAIN_HAND, ["Pure Straight x2", "qinglong"])
    assert first.wrong == again.wrong and first.correct == again.correct
    assert first.wrong[0].claimed == 3
