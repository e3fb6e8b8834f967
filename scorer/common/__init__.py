"""What every game's scorer shares, game-neutral (standard library only): how a problem is made and how
a value read from a game file is written in one (json_text), and the small checks of JSON-like data
(reading). Each game's wheel ships this package with its own."""
