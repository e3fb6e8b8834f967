"""Where the sources live and the languages: imports no other package of the build."""
