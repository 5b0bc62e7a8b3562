"""heldout93's last three misses (#12, #36, #39): readings a real user's other phrasings share with the batch's rows,
each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_a_share_of_picture_items_set_aside_then_a_lot_of_their_own(kb):
    said = ("60 item icons, 4 variants each. 10 of the icons Liis already hand-painted, skip those. "
            "Plus 6 loading screens.")
    assert _facts(kb, said)["images"] == 206
    assert _facts(kb, "40 game icons, 3 variants each. 5 of the icons we already have, skip those.")["images"] == 105
    assert _facts(kb, "40 game icons, 3 variants each; 5 of the icons are ones we already made, drop them. "
                      "Plus 2 title screens.")["images"] == 107
    assert _facts(kb, "We need 3 splash screens and 40 icons.")["images"] == 43
    # (the counts in words)
    assert _facts(kb, "Sixty item icons, four variants each. Ten of the icons are already done, skip those. "
                      "Plus 6 loading screens.")["images"] == 206
    assert _facts(kb, "Forty products, three shots each.")["images"] == 120
    assert _facts(kb, "Thirty sites, two clips each. Five of the sites we already shot last year, skip those.")[
        "videos"] == 50
    # neighbours: a share said but kept, and what is written on a screen, are no pictures of their own
    assert _facts(kb, "60 item icons, 4 variants each. 10 of the icons Liis already hand-painted, we love them.")[
        "images"] == 240
    assert "images" not in _facts(kb, "Translate the 6 loading screens' text into Estonian.")
    assert _facts(kb, "We have 300 photos; 40 of the photos are blurry.")["images"] == 300
    assert _facts(kb, "Sixty item icons, four variants each. Ten of the icons are my favourites.")["images"] == 240


def test_items_in_words_each_with_clips_of_a_said_length(kb):
    said = ("Twenty-two dishes, two 6-second clips each, 720p. Four of them are summer dishes and already off the "
            "menu — leave those out. Plus 5 clips for the opening of the reel.")
    assert _facts(kb, said, question="videos") == {"videos": 41, "clip_seconds": 6, "resolution": "720p"}
    f = _facts(kb, "Twelve listings, three 10-second videos each; 2 of the listings already sold, skip them.")
    assert (f["videos"], f["clip_seconds"]) == (30, 10)
    assert _facts(kb, "30 recipes, two 8-second clips each. Plus 4 clips for the intro.")["videos"] == 64
    assert _facts(kb, "Twelve recipes, three clips each. Two of the recipes are off the menu, skip them.")[
        "videos"] == 30
    # neighbours: items named but not set aside keep their clips; a sentence apart, each clip is another thing's
    f = _facts(kb, "About 60 flats. One 5-second clip per room, and they average 4 rooms, so ~240 clips.",
               question="videos")
    assert f["videos"] == 240
    assert _facts(kb, "Twenty-two dishes, two 6-second clips each. Four of them are new dishes, we love those.")[
        "videos"] == 44
    assert _facts(kb, "Twelve recipes, three clips each. Two of the recipes come out next month.")["videos"] == 36


def test_a_configs_micro_batch_not_its_global_one(kb):
    config = "train:\n  save_interval: 200\n  global_batch_size: 16\n  micro_batch_size: 4\n  epochs: 3\n"
    assert _facts(kb, config)["batch"] == 4
    assert _facts(kb, "effective batch size of 64, batch size 8 per GPU")["batch"] == 8
    # neighbours: a global batch alone says nothing of what one card holds; a plain batch size stays
    assert "batch" not in _facts(kb, "global batch size 512")
    assert _facts(kb, "batch size 16")["batch"] == 16


def test_a_sum_said_to_come_from_an_organisation(kb):
    assert _facts(kb, "DKK 10,350 total from the department; we use 6.9 kroner to the dollar.")["buyer"] == "company"
    assert _facts(kb, "$3,000 from the lab, one-off.")["buyer"] == "company"
    assert _facts(kb, "Budget: 2000 USD a month out of the institute.")["buyer"] == "company"
    assert _facts(kb, "€800 total from the faculty.")["buyer"] == "company"
    # neighbours: no money, or the money refused, names no payer
    assert "buyer" not in _facts(kb, "We got 5 GPUs from the department.")
    assert "buyer" not in _facts(kb, "I got an email from the department about it.")
    assert _facts(kb, "$2,000, not from the department — my own money.")["buyer"] == "individual"


def test_the_north_atlantic_islands_are_abroad(kb):
    assert _facts(kb, "I'm at the University of the Faroe Islands in Tórshavn.")["region"] == "intl"
    assert _facts(kb, "We're a small fish exporter in Klaksvík.")["region"] == "intl"
    assert _facts(kb, "A radio station in Nuuk, Greenland.")["region"] == "intl"
    assert _facts(kb, "我们在法罗群岛做旅游。")["region"] == "intl"
    # neighbour: the language is no place
    assert "region" not in _facts(kb, "Translate 14k Faroese–Danish sentence pairs.")
