"""Pure-Python seating: in-match rotation and tournament seating plans.

Never imports Qt or `app`: the tournament core, the GUI and the CLI all call it.
"""

from seating.errors import PlanCancelled, SeatingError
from seating.plan import Avoid, SeatingPlan, SessionPlan, Table
from seating.planner import plan_sessions, replan, roster, substitutes_needed
from seating.quality import QualityReport, evaluate, repeat_bound
from seating.rotation import Hand, hand_rotation, match_rotation, prevalent_wind, seat_wind
from seating.swiss import swiss_session

__all__ = [
    "Avoid",
    "Hand",
    "PlanCancelled",
    "QualityReport",
    "SeatingError",
    "SeatingPlan",
    "SessionPlan",
    "Table",
    "evaluate",
    "hand_rotation",
    "match_rotation",
    "plan_sessions",
    "prevalent_wind",
    "repeat_bound",
    "replan",
    "roster",
    "seat_wind",
    "substitutes_needed",
    "swiss_session",
]
