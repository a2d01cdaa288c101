"""Family and given names for the ranking bodies (issue 24): family name first for
Chinese, Japanese, Korean and Vietnamese names, by script or country; romanised forms."""

import pytest

from app.domain import Player, split_name


@pytest.mark.parametrize(
    ("name", "country", "given", "family"),
    [
        # the three wrong splits
        ("Hoàng Bảo Khánh", None, "Bảo Khánh", "Hoàng"),  # Vietnamese letters
        ("黄志强", None, "志强", "黄"),  # Chinese characters, no space
        ("Li Wei", "CN", "Wei", "Li"),  # pinyin of a Chinese player
        ("Nguyen Van An", "VN", "Van An", "Nguyen"),  # Vietnamese without diacritics
        ("Kim Min-jun", "KR", "Min-jun", "Kim"),
        ("Chan Tai Man", "hk", "Tai Man", "Chan"),  # country in any case
        ("欧阳修", "CN", "修", "欧阳"),  # a two-character family name
        ("王芳", "CN", "芳", "王"),
        ("山田 太郎", "JP", "太郎", "山田"),  # Japanese script, spaced
        ("김민준", "KR", "민준", "김"),
        ("남궁민수", None, "민수", "남궁"),
        ("홍 길동", None, "길동", "홍"),
        # Western order stays
        ("Kenji Sato", "JP", "Kenji", "Sato"),  # romanised Japanese: given first
        ("Anna Schmidt", "DE", "Anna", "Schmidt"),
        ("Li Wei", None, "Li", "Wei"),  # no country, Latin: Western order
        ("Nina Petrova", "RU", "Nina", "Petrova"),
        ("Иван Петров", "RU", "Иван", "Петров"),
        ("Mateo García", "ES", "Mateo", "García"),
        ("Ioana Mărgărit", "RO", "Ioana", "Mărgărit"),  # ă is Romanian too
        # capitals mark the family name; a comma puts it first
        ("WANG Xiaoming", None, "Xiaoming", "WANG"),
        ("Anna VAN DER BERG", "NL", "Anna", "VAN DER BERG"),
        ("Wang, Xiaoming", "CN", "Xiaoming", "Wang"),
        # a Japanese name in characters without a space cannot be split: all family
        ("山田太郎", "JP", "", "山田太郎"),
        ("Madonna", None, "", "Madonna"),
    ],
)
def test_split_by_script_and_country(name, country, given, family):
    assert split_name(name, country=country) == (given, family)
    assert Player(1, name, country).name_parts() == (given, family)


def test_a_registered_order_wins_over_the_guess():
    assert Player(1, "Sato Kenji", "JP", name_order="family-first").name_parts() == (
        "Kenji",
        "Sato",
    )
    assert Player(1, "Li Wei", "CN", name_order="given-first").name_parts() == ("Li", "Wei")
    # registered parts win over everything
    p = Player(1, "Li Wei", "CN", first_name="Li", last_name="Wei")
    assert p.name_parts() == ("Li", "Wei")


@pytest.mark.parametrize(
    ("player", "latin"),
    [
        (Player(1, "黄志强", "CN", romanised="Huang Zhiqiang"), ("Zhiqiang", "Huang")),
        (Player(1, "黄志强", "CN", romanised="Zhiqiang HUANG"), ("Zhiqiang", "HUANG")),
        (Player(1, "黄志强", "CN", romanised="Huang, Zhiqiang"), ("Zhiqiang", "Huang")),
        (Player(1, "山田 太郎", "JP", romanised="Yamada Taro"), ("Taro", "Yamada")),
        (Player(1, "Hoàng Bảo Khánh", "VN"), ("Bảo Khánh", "Hoàng")),
        (Player(1, "Anna Schmidt", "DE", romanised="ignored"), ("Anna", "Schmidt")),
        (Player(1, "黄志强", "CN"), None),  # no Latin form: the export warns
        (Player(1, "黄志强", "CN", romanised="  "), None),
    ],
)
def test_latin_parts_for_the_ranking_bodies(player, latin):
    assert player.latin_parts() == latin
