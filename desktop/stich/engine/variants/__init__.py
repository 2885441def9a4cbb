"""One package or module per game; importing this package registers them all."""

from . import klorsjavs, schafkopf, sheepshead, sjavs, skat  # noqa: F401
