"""What every game's scorer shares, game-neutral (standard library only): how a problem is made and how
a value read from a game file is written in one (json_text), the small checks of JSON-like data and the
capped list of problems (reading), the limits every game declares and the problems they share (limits),
the English words of those shared problems (english), and the envelope's guard (envelope). Each game's
wheel ships this package with its own."""
