"""One package per game, named as the game; importing one registers it
(``stich.engine.game.get_game`` imports only the game asked for, ``game_names`` all)."""

NAMES = ("klorsjavs", "schafkopf", "sheepshead", "sjavs", "skat")
