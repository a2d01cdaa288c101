"""Mahjong Competition Rules (Chinese Official, Guobiao), MIL 2015 rulings: 81 fans,
an 8-fan minimum, base 8 settlement."""

from scoring.mcr.fans import FANS, FanDef

NAME = "MCR"
MINIMUM = 8

__all__ = ["FANS", "FanDef", "MINIMUM", "NAME"]
