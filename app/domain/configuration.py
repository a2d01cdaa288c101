"""The tournament's settings: checked and normalised before a tournament is created
with them, and changed only while the change cannot contradict what is stored."""

from __future__ import annotations

from app.domain import details, limits, results, rulesets
from app.domain.changes import Change, SettingsStep
from app.domain.core import ServiceCore
from app.domain.errors import Refused
from app.domain.model import TournamentSettings


def prepared(settings: TournamentSettings) -> TournamentSettings:
    """`settings` checked (a name, 1 to 50 sessions, known tie-breaks) and normalised
    (the rule system's options, the details), as they are stored."""
    name = limits.clean_text(settings.name, "tournament's name", limits.MAX_TOURNAMENT_NAME)
    if not name:
        raise Refused("The tournament needs a name.")
    if not 1 <= settings.sessions <= 50:
        raise Refused(f"A tournament has 1 to 50 sessions, not {settings.sessions}.")
    results.standing_keys(settings.tie_breaks)
    return details.normalised(rulesets.normalised(settings))


def update_settings(core: ServiceCore, settings: TournamentSettings) -> Change:
    """Change the settings; the rule system, its options and the match length only
    before any hand, and never fewer sessions than are seated."""
    settings = prepared(settings)
    store = core.store
    with store.transaction("change settings"):
        old = store.get_settings()
        frozen = ("rule_system", "rule_options", "hands_per_match")
        if any(getattr(old, k) != getattr(settings, k) for k in frozen) and (
            store.list_hands() or store.list_totals()
        ):
            raise Refused(
                "Hands are entered: the rule system, its options and the match length "
                "cannot change any more."
            )
        seated = {t.session for t in store.list_tables()}
        if seated and max(seated) > settings.sessions:
            raise Refused(
                f"Session {max(seated)} is already seated: the tournament cannot have "
                f"fewer than {max(seated)} sessions."
            )
        store.put_settings(settings)
    return Change("change settings", (SettingsStep(old, settings),))
