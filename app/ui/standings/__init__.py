"""Standings (individual and team) and the projector view with the session timer."""
