"""The browser of the web pages' tests (tests/test_web_*_browser.py): Debian's Chromium,
headless, driven by Playwright, and the size of the phone the pages are made for.

A test module takes the `browser` fixture by importing it (and naming it in its
`__all__`, so that the import is not taken for an unused one)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, sync_playwright

CHROMIUM = "/usr/bin/chromium"  # Debian's (.ci/setup); Playwright never downloads one
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
PHONE = {"width": 360, "height": 740}


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """One Chromium for a test module (each test opens contexts of its own)."""
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()
