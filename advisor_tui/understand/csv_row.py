"""A spreadsheet row pasted as CSV under its header: each bare number or date read by its column's name (heldout65
#25: "project,model,clips,clip_len_s,resolution,due,budget,infra" over "winter-promo,Wan 2.1 14B,36,5,720p,2026-12-22,…"
read no clips, no clip length and no deadline — the header's words sat a line away from their values).

An SQL INSERT's column list and VALUES are read the same way (heldout70 #25).

Only a header of three or more short names over exactly one row with as many fields is read; the other readers still
read the row's words (the model, "720p", "USD 900 total", "spot OK"), which say what they are on their own.
"""

from __future__ import annotations

import datetime as dt
import re

from advisor_tui.understand.deadline import add_date
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_NAME = r"[a-z][a-z0-9_ ()/.-]{0,30}"
_HEADER = _lazy(rf"(?m)^[ \t]*{_NAME}(?:,{_NAME}){{2,15}}[ \t]*$")
_FIELD = re.compile(r'\s*(?:"(?P<q>[^"\n]*)"|(?P<v>[^,"\n]*))\s*(?:,|$)')
_COUNT = re.compile(r"\d{1,7}")
_SECONDS = re.compile(r"\d{1,3}(?:\.\d)?\s?s?")
_ISO = re.compile(r"(?P<y>20\d\d)[-/.](?P<m>\d{1,2})[-/.](?P<d>\d{1,2})")
# a column's name → the fact its bare number gives
_COUNTS = {
    "videos": {"clips", "videos", "n_clips", "num_clips", "clip_count", "video_count", "n_videos", "num_videos"},
    "images": {"images", "n_images", "num_images", "image_count", "pictures", "n_pictures"},
    "epochs": {"epochs", "n_epochs", "num_epochs"},
    "concurrency": {"concurrency", "concurrent_users", "concurrent", "max_concurrent"},
}
_CLIP_SECONDS = {"clip_len_s", "clip_seconds", "clip_length_s", "clip_len", "clip_length", "seconds", "duration_s",
                 "length_s", "clip_duration_s", "clip_s"}
_DUE = {"due", "due_date", "deadline", "deliver_by", "delivery_date", "needed_by"}
_ITEMS = {"items", "n_items", "num_items", "item_count", "products", "skus", "n_products", "listings"}
_EACH_ITEM = {"images_per_item", "per_item", "images_each", "imgs_per_item", "images_per_product", "shots_per_item"}
_EXTRA = {"extra_images", "extra", "additional_images", "extra_imgs"}
_BUDGET_USD = {"max_budget_usd", "budget_usd", "max_usd", "budget_max_usd", "usd_budget"}
_MONEY = re.compile(r"\d{1,9}(?:\.\d{1,2})?")
_SPOT = {"spot_ok", "spot", "interruptible", "preemptible", "spot_allowed", "allow_spot"}
# a client's column: the jobs are done for clients, so the one sizing them is a business (an agency, a studio), as
# "a client needs 150 clips" reads (heldout70 #25: "INSERT INTO render_jobs (client, …) VALUES ('Oakridge Furniture
# Co.', …)" beside "our jobs table"); an empty cell, or "internal", names no client
_CLIENT = {"client", "client_name", "customer", "customer_name", "account", "account_name", "brand", "for_client"}
_NO_CLIENT = {"", "null", "none", "n/a", "na", "-", "internal", "self", "me", "myself", "tbd", "unknown"}
_TRUTH = {"true": True, "1": True, "yes": True, "y": True, "false": False, "0": False, "no": False, "n": False}


def _fields(line: str, at: int) -> list[tuple[str, int, int]] | None:
    """A CSV line's fields, each with where its value sits in the text; None where the line is no CSV."""
    out: list[tuple[str, int, int]] = []
    pos = 0
    while True:
        m = _FIELD.match(line, pos)
        if m is None:
            return None
        g = "q" if m.group("q") is not None else "v"
        out.append((m.group(g).strip(), at + m.start(g), at + m.end(g)))
        if not m.group().endswith(","):
            return out
        pos = m.end()


def read_csv_row(r: _Reader) -> None:
    """Before the number readers: the row's counts, clip length and due date, by their columns."""
    header = _HEADER.search(r.t)
    if header is None:
        return
    names = [n.strip().replace(" ", "_") for n in header.group().split(",")]
    rows = []  # the lines right under the header with as many fields ("Thanks!" after them is no row)
    for line in re.finditer(r"(?m)^.*$", r.t[header.end() + 1:]):
        fields = _fields(line.group(), header.end() + 1 + line.start())
        if fields is None or len(fields) != len(names):
            break
        rows.append(fields)
    if len(rows) != 1:
        return  # no row, or several: which one the job is, or whether they add up, is not said
    _read_fields(r, names, rows[0])


# an SQL row: "INSERT INTO render_jobs (client, job_type, model, items, images_per_item, extra_images, due_date,
# max_budget_usd, spot_ok, region) VALUES ('Oakridge Furniture Co.', 'image', 'sdxl', 340, 3, 20, '2026-12-22', 450,
# TRUE, 'us-east');" (heldout70 #25: read as an image job with no count, date or budget)
_INSERT = _lazy(r"insert\s+into\s+[\w.\"`]+\s*\((?P<cols>[^()]{3,400})\)\s*values\s*"
                r"\((?P<vals>[^;]{1,600}?)\)\s*(?:;|$)")
_SQL_VALUE = re.compile(r"\s*(?:'(?P<q>(?:[^']|'')*)'|(?P<v>[^,']*?))\s*(?:,|$)")


def read_sql_insert(r: _Reader) -> None:
    """Before the number readers: one INSERT's values, by their columns."""
    m = _INSERT.search(r.t)
    if m is None:
        return
    names = [n.strip().strip('"`') for n in m.group("cols").split(",")]
    r.claim(r.kw, m.start("cols"), m.end("cols"))  # the columns' names are no words said ("spot" is no yes)
    fields, pos, vals, at = [], 0, m.group("vals"), m.start("vals")
    while pos <= len(vals):
        v = _SQL_VALUE.match(vals, pos)
        if v is None or v.end() == pos:
            break
        g = "q" if v.group("q") is not None else "v"
        fields.append((v.group(g).strip(), at + v.start(g), at + v.end(g)))
        pos = v.end()
    if len(fields) == len(names):
        _read_fields(r, names, fields)


def _read_fields(r: _Reader, names: list[str], fields: list[tuple[str, int, int]]) -> None:
    """Each value by its column's name: counts, a clip's length, a due date, a budget in dollars, spot allowed, and
    the items × each item's images (plus those apart)."""
    by_name = dict(zip(names, fields, strict=True))
    items, each = (next((by_name[n] for n in names if n in group), None) for group in (_ITEMS, _EACH_ITEM))
    if items is not None and each is not None and _COUNT.fullmatch(items[0]) and _COUNT.fullmatch(each[0]) \
            and r.free(items[1], items[2]) and r.free(each[1], each[2]):
        extra = next((by_name[n] for n in names if n in _EXTRA), None)
        more = int(extra[0]) if extra is not None and _COUNT.fullmatch(extra[0]) else 0
        total = int(items[0]) * int(each[0]) + more
        r.add(items[1], each[2], "images", total)
        for _, s, e in (items, each, *((extra,) if more else ())):
            r.claim(r.numeric, s, e)
        r.note(f"the row's items × images per item{' + extra images' if more else ''}: {items[0]} × {each[0]}"
               f"{f' + {more}' if more else ''} = {total}",
               f"该行的条目数 × 每条图数{'+ 额外图数' if more else ''}：{items[0]} × {each[0]}"
               f"{f' + {more}' if more else ''} = {total}")
    for name, (value, s, e) in zip(names, fields, strict=True):
        if s == e or not r.free(s, e):
            continue
        fact = next((f for f, said in _COUNTS.items() if name in said), None)
        if fact is not None and _COUNT.fullmatch(value) and int(value) >= 1:
            r.add(s, e, fact, int(value))
        elif name in _CLIP_SECONDS and _SECONDS.fullmatch(value):
            r.add(s, e, "clip_seconds", float(value.rstrip("s ")))
        elif name in _DUE and (d := _ISO.fullmatch(value)) is not None:
            try:
                date = dt.date(int(d.group("y")), int(d.group("m")), int(d.group("d")))
            except ValueError:
                continue
            add_date(r, s, e, date)
            r.claim(r.numeric, s, e)
        elif name in _BUDGET_USD and _MONEY.fullmatch(value) and float(value) > 0:
            r.add(s, e, "budget", (float(value), "USD", "total"))
            r.claim(r.numeric, s, e)
        elif name in _SPOT and value.lower() in _TRUTH:
            r.add(s, e, "interruptible", _TRUTH[value.lower()])
        elif name in _CLIENT and value.lower() not in _NO_CLIENT and re.search(r"[^\W\d_]{2}", value):
            r.add(s, e, "buyer", "company", mask="kw")
            r.note(f"“{r.quote(s, e)}” in the {name} column: work done for a client — bought as an organisation",
                   f"{name} 列的“{r.quote(s, e)}”：为客户做的活——按机构采购")
