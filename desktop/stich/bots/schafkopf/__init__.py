"""Schafkopf bots: ``easy`` and ``medium`` (rules, :mod:`.heuristic`) and ``hard``
(determinized double-dummy search, :mod:`.search`)."""
