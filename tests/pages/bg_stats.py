"""The play a scorer page's link sends to BG Stats, read back and checked strictly against BG Stats'
contract (docs/scorer-page-kit.md): every field present, of its JSON type (a number is not a string, a
boolean is not missing), the date in UTC, the scores and winners the scorer's own `score()` gives.
Shared by the kit's tests (tests/browser/test_bg_stats.py); not a test module itself."""
from __future__ import annotations

import datetime
import json
import re
import urllib.parse

CREATE_PLAY = "https://app.bgstatsapp.com/createPlay.html"
PLAY_KEYS = {"sourceName", "sourcePlayId", "playDate", "game", "players"}
GAME_KEYS = {"name", "bggId", "sourceGameId", "highestWins", "noPoints"}
PLAYER_KEYS = {"name", "sourcePlayerId", "score", "winner", "startPlayer", "rank"}
DATE = re.compile(r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}")


def play_of_link(href: str) -> dict:
    """The play a link holds: BG Stats' createPlay page with one parameter, `data`, the JSON."""
    address, _, query = href.partition("?")
    assert address == CREATE_PLAY, href
    fields = urllib.parse.parse_qs(query, keep_blank_values=True, strict_parsing=True)
    assert list(fields) == ["data"] and len(fields["data"]) == 1, fields
    return json.loads(fields["data"][0])


def utc_play_date(iso: str) -> str:
    """A saved entry's ISO date as BG Stats reads it: yyyy-MM-dd HH:mm:ss in UTC."""
    moment = datetime.datetime.fromisoformat(iso.replace("Z", "+00:00"))
    assert moment.tzinfo is not None, iso
    return moment.astimezone(datetime.UTC).strftime("%Y-%m-%d %H:%M:%S")


def name_key(name: str) -> str:
    """How the scorers tell two names apart (scorer/common/reading.py)."""
    return name.strip().casefold()


def expected_ranks(totals: list[int]) -> list[int]:
    return [1 + sum(other > total for other in totals) for total in totals]


def is_int(value) -> bool:
    return type(value) is int  # noqa: E721 (a bool is an int to isinstance, not to BG Stats)


def check_play(play: dict, *, entry: dict, game: dict, result: dict) -> None:
    """Fails (AssertionError, saying what) unless `play` is the play of the saved `entry` ({id, date})
    of `game` ({name, bggId, sourceGameId}) whose scorer result is `result` ({players: [{name, total}],
    winners})."""
    assert isinstance(play, dict) and set(play) == PLAY_KEYS, f"the play's fields: {sorted(play)}"
    assert play["sourceName"] == "Marquoir", play["sourceName"]
    assert isinstance(play["sourcePlayId"], str) and play["sourcePlayId"] == entry["id"], play["sourcePlayId"]
    assert isinstance(play["playDate"], str) and DATE.fullmatch(play["playDate"]), play["playDate"]
    assert play["playDate"] == utc_play_date(entry["date"]), (play["playDate"], entry["date"], "not UTC")
    shown = play["game"]
    assert isinstance(shown, dict) and set(shown) == GAME_KEYS, f"the game's fields: {sorted(shown)}"
    assert is_int(shown["bggId"]) and shown["bggId"] == game["bggId"], f"bggId {shown['bggId']!r}"
    assert shown["name"] == game["name"] and shown["sourceGameId"] == game["sourceGameId"], shown
    assert shown["highestWins"] is True and shown["noPoints"] is False, shown
    players = play["players"]
    assert isinstance(players, list) and len(players) == len(result["players"]), players
    totals = [player["total"] for player in result["players"]]
    for found, wanted, rank in zip(players, result["players"], expected_ranks(totals), strict=True):
        assert isinstance(found, dict) and set(found) == PLAYER_KEYS, f"a player's fields: {sorted(found)}"
        assert found["name"] == wanted["name"], found
        assert found["sourcePlayerId"] == name_key(wanted["name"]), found
        assert is_int(found["score"]) and found["score"] == wanted["total"], found
        assert found["winner"] is (wanted["name"] in result["winners"]), found
        assert found["startPlayer"] is False, found
        assert is_int(found["rank"]) and found["rank"] == rank, found
