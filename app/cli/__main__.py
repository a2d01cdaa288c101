"""`python -m app.cli`."""

from app.cli import run

if __name__ == "__main__":  # not when a spawned export process imports the main module
    raise SystemExit(run())
