"""One package or module per game; importing this package registers them all."""

from . import schafkopf  # noqa: F401
from .sheepshead import SHEEPSHEAD  # noqa: F401
