"""Page objects and game generators of the browser tests and benchmarks, one module per game."""
