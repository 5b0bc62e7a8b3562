"""`gpu-advisor recommend`: a full consultation — picks, why, caveats, what-if, ruled-out cards."""

from __future__ import annotations

import argparse
import json
from typing import Any

from advisor_tui import card_offers, named_cards, unplaced_budget
from advisor_tui.answer_stream import answer_stream_line
from advisor_tui.context import Context
from advisor_tui.data_stays import data_stays, without_rentals
from advisor_tui.fact_options import FLAGS, add_fact_options, raw_facts
from advisor_tui.i18n import HANT, input_error, tr
from advisor_tui.quote_invoice import with_said_invoice
from advisor_tui.text_table import fmt_num, table
from advisor_tui.vocabulary import part_label
from knowledge.errors import InputError
from knowledge.text import ROLE_ZH, UNIT_ZH, rate_text
from rules.fact_vocab import SERVICE_UNITS
from rules.memory_only import memory_only

MAX_SAY_CHARS = 20_000


def configure(parser: argparse.ArgumentParser) -> None:
    add_fact_options(parser)
    parser.add_argument("--say", metavar="TEXT",
                        help='the job in your own words, Chinese or English: "qwen3 32b, 32k '
                             'context, in China, ~3000 CNY a month" (options given win)')
    parser.add_argument("--quote", metavar="CARD=PRICE/UNIT", action="append",
                        help="a price you were quoted or saw, per GPU: mi300x=1.90/hour, h20=8500cny/month "
                             "(repeatable): priced as an offer in this answer, beside the bundled sellers")
    parser.add_argument("--json", action="store_true",
                        help="the v1 JSON contract on stdout (schema gpu-advisor/consultation/v1)")
    parser.add_argument("--report", metavar="FILE",
                        help="also write the rationale report: .md, .html or .json by extension")
    parser.add_argument("--why", action="store_true",
                        help="print the full rule trace (every firing, with its source)")
    parser.add_argument("--verify-result", metavar="FILE",
                        help="a `gpu-advisor verify --report FILE` result from the rented machine: "
                             "added to the answer, the report and the JSON (key: verify)")


def gather_facts(args: argparse.Namespace, ctx: Context) -> tuple[dict[str, Any], Any]:
    """Facts from the flags, merged over what --say understood (flags win)."""
    raw = raw_facts(args)
    understanding = None
    if args.say is not None:
        if len(args.say) > MAX_SAY_CHARS:
            raise InputError(f"invalid --say: text too long ({len(args.say):,} characters; "
                             f"at most {MAX_SAY_CHARS:,})")
        from advisor_tui.understand import merge, parse

        understanding = parse(args.say, ctx.kb, rates=_dollar_rates(getattr(args, "fx", None)),
                              task=getattr(args, "task", None))  # --task embedding: documents by a deadline
        raw = merge(raw, understanding)
    return raw, understanding


def _dollar_rates(given: list[str] | None) -> dict[str, float]:
    """Dollars for one unit of each currency --fx prices against the dollar (a rate it cannot read is left to
    the facts' own check, which says what is wrong with it)."""
    from rules.fact_parse import parse_rate

    rates: dict[str, float] = {}
    for item in given or ():
        try:
            base, quote, rate = parse_rate("--fx", item)
        except InputError:
            continue
        if quote == "USD" and rate > 0:
            rates[base] = rate
        elif base == "USD" and rate > 0:
            rates[quote] = 1 / rate
    return rates


_FLAG_OF = {flag: name for name, flag in FLAGS.items()}


def said_error(message: str, lang: str) -> str:
    """What resolve refused in the facts read from --say, in the session's language (the TUI says
    its refusals in Chinese too); a flag is named with the fact's words and the flag to pass."""
    from advisor_tui.vocabulary import fact_label

    def label(flag: str) -> str:
        name = _FLAG_OF.get(flag, flag)
        return f"{fact_label(name, 'zh')}（{FLAGS.get(name, flag)}）"

    return input_error(message, lang, label)


def run(args: argparse.Namespace, ctx: Context) -> int:
    from rules.facts import resolve, session_region
    from rules.pipeline import consult

    verify = None
    if getattr(args, "verify_result", None):
        from advisor_tui.verify import attach

        verify = attach.load(args.verify_result)  # a bad file fails before the consultation runs
    raw, understanding = gather_facts(args, ctx)
    option_quotes = [card_offers.parse_option(q, ctx.kb) for q in args.quote or ()]
    if understanding is not None:  # one box bought for several jobs: sized for their envelope (review 93 c02)
        from advisor_tui.said_currency import in_said_currency
        from advisor_tui.shared_box import envelope, rent_hint

        raw, understanding = envelope(raw, understanding, ctx.kb) or (raw, understanding)
        # "大概50个人用": the head count asked about still sizes the answer (rules.head_count); "the audio has to
        # stay in Brazil": sellers addressing mainland buyers set aside
        raw.update(understanding.implied(raw))
        raw, understanding = in_said_currency(raw, understanding, {"budget": args.budget, "currency": args.currency})
    # a person writing traditional characters (Hong Kong, Taiwan) rents outside the mainland unless they say so
    # (review 100 c10: a Cantonese student with HK$300 was pointed at AutoDL, which needs mainland verification)
    defaults = {"region": session_region("zh-Hant" if getattr(ctx, "hant", False) else ctx.lang)}
    combined = None
    if understanding is not None:  # several models in the words said (imported here: a flags-only answer's cold start)
        from advisor_tui import two_models

        combined = two_models.combined_raw(raw, understanding, ctx.kb)
    if combined is not None:
        raw, understanding = combined
        # the chat model chosen serves the people counted (review 56 C7: "给10个同事聊天用" beside a video model)
        raw.update({k: v for k, v in understanding.implied(raw).items() if k not in raw})
    task_clash = next((c for c in understanding.conflicts if c.fact == "task"), None) if understanding else None
    if task_clash is not None and raw.get("task") is None:  # review 24 C1: never answer a default job instead
        raise InputError(tr(ctx.lang, f"the task is unclear in --say: {' vs '.join(f'“{t}”' for t in task_clash.texts)}"
                                      " — say which with --task",
                            f"--say 中任务不明确：{' 与 '.join(f'“{t}”' for t in task_clash.texts)}——请用 --task 指明")
                         + rent_hint(task_clash, ctx.lang))
    unknown = next((u for u in understanding.unresolved if u.kind == "model" and not u.candidates), None) \
        if understanding else None
    if unknown is not None and raw.get("task") in ("image", "video", "transcribe") and any(
            raw.get(k) for k in ("images", "videos", "audio_hours")) and not any(
            raw.get(k) is not None for k in ("model", "params_b", "vram_gb")):
        # review 35 C1: "Wan2.2 I2V-A14B", unknown, sized 3,000 clips by a generic 24 GB row as "1 × RTX 4090, $166
        # a month" — a media job's GPUs come from its model's measured memory and speed: never a guess
        said = unknown.text.strip()
        task = raw["task"]
        raise InputError(tr(ctx.lang, f"“{said}” is not in the catalogue, and a {task} job's GPUs and hours come "
                                      "from its model's measured memory and speed — name a catalogued model with "
                                      "--model (see `gpu-advisor models`), or give --vram to size memory alone",
                            f"目录里没有“{said}”，而{task}任务的卡数和时长要按模型实测的显存和速度来算——"
                            "请用 --model 指定目录里的模型（见 `gpu-advisor models`），或用 --vram 只按显存估算"))
    encoder = None
    if understanding is not None:
        from advisor_tui.understand.encoders import encoder_said
        from advisor_tui.understand.speech_synthesis import tts_not_covered

        encoder = next((u for u in understanding.unresolved if encoder_said(u) or tts_not_covered(u)), None)
    if encoder is not None and raw.get("model") is None and raw.get("models") is None \
            and raw_facts(args).get("vram_gb") is None:
        # review 55 K2: "a reranker … ~568M params" was sized as a 0.568 B chat model with an invented 2,000-in /
        # 500-out load and headlined at $3,564/month — an encoder's size sizes nothing here; nor does --params for a
        # text-to-speech model (review 70 C2: a vLLM launch line and a chat KV cache for CosyVoice2); --vram does
        raise InputError(encoder.message(ctx.lang))
    said_models = str((understanding.facts.get("models") or understanding.facts.get("model") or "")
                      if understanding is not None else "").split(",")
    if any(getattr(ctx.kb.models_by_id.get(m), "kind", None) == "encoder" for m in said_models) \
            and raw.get("model") is None and raw.get("models") is None and raw_facts(args).get("params_b") is not None:
        # review 55 K2: --params sizes a chat model's weights and KV cache, which an encoder has not; the encoder named
        # is sized from its own config (rules.encoder_service), --vram by a measured need
        raise InputError(tr(ctx.lang, "--params sizes a chat model, not the embedding / rerank encoder named in --say: "
                                      "drop --params (the catalogue's config sizes it) or give --vram GB",
                            "--params 用于对话模型，不适用于 --say 中的向量 / 重排编码器："
                            "去掉 --params（按目录中的配置估算）或给出 --vram GB"))
    model_clash = next((c for c in understanding.conflicts if c.fact == "model"), None) if understanding else None
    if model_clash is not None and not any(raw.get(k) is not None for k in ("model", "models", "params_b", "vram_gb")):
        # review 28 C1: two models, one answered — the job sized for the other was never the person's
        names = " vs ".join(f"“{t}”" for t in model_clash.texts)
        raise InputError(tr(ctx.lang, f"two models in --say: {names} — say which with --model, or both on one box "
                                      "with --models A,B",
                            f"--say 中有两个模型：{names.replace(' vs ', ' 与 ')}——请用 --model 指明一个，"
                            "或用 --models A,B 让两个跑在同一台机器上") + rent_hint(model_clash, ctx.lang))
    try:
        facts = resolve(raw, ctx.kb, names=FLAGS, defaults=defaults)
    except InputError as exc:
        if understanding is None:
            raise
        if not (understanding.unresolved or understanding.conflicts):
            raise InputError(said_error(exc.message, ctx.lang)) from None
        unclear = [u.message(ctx.lang) for u in understanding.unresolved]
        unclear += [str(c) for c in understanding.conflicts]
        raise InputError(said_error(exc.message, ctx.lang)
                         + tr(ctx.lang, " — from --say, unclear: ", "——--say 中不明确：")
                         + tr(ctx.lang, "; ", "；").join(unclear)) from None
    said_quotes = card_offers.from_mentions(understanding.mentioned_cards) if understanding else ()
    quotes = [*option_quotes, *(q for q in said_quotes if q.card not in {o.card for o in option_quotes})]
    quotes = with_said_invoice(quotes, args.say, ctx.kb)  # "（能开专票）给的报价": the person's word (review 109 C4b)
    result = consult(facts, card_offers.for_facts(ctx.kb, quotes, facts))
    if understanding is not None:  # "AWS (Tokyo region, ap-northeast-1)" beside prices on file for us-east-1
        from advisor_tui.named_cloud_region import with_region_line
        from advisor_tui.owned_used import with_owned_counted

        result = with_region_line(result, understanding.text)
        result = with_owned_counted(result, understanding)  # review 117 C5-3: the used card beside the owned
    named = _named(understanding, result) if understanding is not None else ()  # (the rentals' answer before any goes)
    if understanding is not None:
        if understanding.owns_cards() and (stays := data_stays(understanding)) and any(
                v.verdict in ("works", "picked", "owned", "add") for v in named):
            # no rental where the data may not leave, in the report and the JSON too (review 109 C3b; note 50)
            result = without_rentals(result, stays)
    alsos = _also_asked(raw, understanding, ctx, defaults, result)
    if args.report:
        from advisor_tui.report import write_report

        # a head count asked about still sizes the answer (rules.head_count): used, not "not used" (review 75)
        said = () if understanding is None else (
            *((tr(ctx.lang, "Said and used as a head count: ", "说了，按人数采用：")
               if u.kind == "concurrency" and u.count is not None and result.facts.users == u.count
               else tr(ctx.lang, "Said but not used: ", "说了但没有采用：")) + u.message(ctx.lang)
              for u in understanding.unresolved),
            *(n.text(ctx.lang) for n in understanding.notes),
            *(also_title(a[0].kind, ctx.lang, short=True) + " · ".join(a[1]) for a in alsos))
        cards = tuple(v.text.get(ctx.lang) for v in named)
        path = write_report(result, args.report, HANT if ctx.hant else ctx.lang, verify=verify, said=said,
                            cards=cards, typed=ctx.said)
        from advisor_tui.safe_text import clean_line

        ctx.err.write(clean_line(tr(ctx.lang, f"report written: {path}", f"报告已写入：{path}"))
                      + "\n")
    if args.json:
        data = result.to_dict(ctx.lang)
        if understanding is not None:
            from advisor_tui.understand import to_dict as understanding_dict

            data["understood"] = understanding_dict(understanding)
            if result.facts.models:  # the note that says how the models were summed
                data["combined_models"] = result.facts.notes[-1].get(ctx.lang)
            data["named_cards"] = [v.to_dict(ctx.lang) for v in named]
        if alsos:  # the first part (the serving part where there is one) as v1 had it; every part in also_asked_parts
            parts = [also_dict(raw, result, a, ctx.lang) for a in alsos]
            data["also_asked"], data["also_asked_parts"] = parts[0], parts
        if verify is not None:
            data["verify"] = verify
        ctx.print(json.dumps(data, ensure_ascii=False, indent=2))
        return 0
    if understanding is not None:
        from advisor_tui.understand import describe

        ctx.print(tr(ctx.lang, "From what you said:", "从你的描述中理解到："))
        # the task the answer took, where the options left it to the default (review 49 C1: "推理" read from the text
        # beside --model qwen3-32b was shown as "not used" above an answer for inference)
        used = {**raw, "task": raw.get("task") or result.facts.task}
        for line in describe(understanding, ctx.lang, used=used):
            ctx.print(f"  {line}")
        said = named
        for verdict in said:
            ctx.print(f"  {verdict.text.get(ctx.lang)}")
        if understanding.owns_cards() and any(v.verdict in ("works", "picked", "owned", "add") for v in said):
            if not data_stays(understanding):  # (where the data may not leave, the rentals are already gone)
                ctx.print(tr(ctx.lang, "  ↓ You said you will not rent: the rentals below are only for comparison.",
                             "  ↓ 你说了不租：以下租用方案只供对照。"))
        elif understanding.owns_cards():  # renting refused, and the cards the person has do not do it
            ctx.print(tr(ctx.lang, "  ↓ Your cards do not do it as asked: below, what renting would take (or buy "
                                   "the cards it names).",
                         "  ↓ 你手上的卡按所问的做不了：以下是租用需要什么（也可以买下它推荐的卡）。"))
        elif any(v.verdict in ("works", "owned", "add") for v in said):
            # (review 79 C03: the cards named do the job — the rentals that follow are the other way to do it, not a
            # correction of that yes)
            ctx.print(tr(ctx.lang, "  ↓ Below: renting instead, for comparison.", "  ↓ 以下是改为租用的方案，供对照。"))
        ctx.print()
    if (unplaced := unplaced_budget.line(understanding, result, ctx.lang)) is not None:
        ctx.print(unplaced)
    ctx.print(render(result, ctx.lang, trace=args.why))
    for also in alsos:
        ctx.print()
        ctx.print(also_title(also[0].kind, ctx.lang))
        for line in also[1]:
            ctx.print(f"  {line}")
    if verify is not None:
        from advisor_tui.verify import attach

        ctx.print()
        ctx.print(attach.title(ctx.lang).upper() if ctx.lang == "en" else attach.title(ctx.lang))
        for line in attach.lines(verify, ctx.lang):
            ctx.print(f"  {line}")
    return 0


def _also_asked(raw: dict[str, Any], understanding: Any, ctx: Context, defaults: dict[str, Any], main: Any
                ) -> list[tuple[Any, list[str], Any]]:
    """The parts a training answer set aside — the serving question, a teacher's data generation — each answered in
    brief (advisor_tui.also_asked); the generation's last line sums both parts against the one budget and deadline."""
    from advisor_tui import also_asked, pipeline
    from rules.facts import resolve
    from rules.pipeline import consult

    out: list[tuple[Any, list[str], Any]] = []
    for part in (also_asked.serving_part(raw, understanding), also_asked.generation_part(raw, understanding, main)):
        if part is None:
            continue
        if part.kind == "generation" and not part.raw.get("generate_tokens"):
            out.append((part, also_asked.refused_lines(tr(
                ctx.lang, "how many tokens the teacher generates was not said (--generate-tokens N)",
                "没说教师模型要生成多少 token（--generate-tokens N）"), part, ctx.lang), None))
            continue
        try:
            served = consult(resolve(part.raw, ctx.kb, names=FLAGS, defaults=defaults), ctx.kb)
        except InputError as exc:
            out.append((part, also_asked.refused_lines(exc.message, part, ctx.lang), None))
            continue
        lines = also_asked.lines(served, part, ctx.lang, facts_line(served, ctx.lang))
        if part.kind == "serving":
            from advisor_tui.shared_box import on_the_box

            lines = [*lines[:1], *on_the_box(main, served, ctx.lang), *lines[1:]]
        elif (both := pipeline.line(raw, main, served, part.raw, ctx.lang)) is not None:
            lines.append(both)
        out.append((part, lines, served))
    return out


def also_title(kind: str, lang: str, short: bool = False) -> str:
    """The heading of a part set aside: the CLI's block title, or the report's short lead-in."""
    if short:
        return (tr(lang, "Also asked, the data-generation part: ", "也问了数据生成部分：") if kind == "generation"
                else tr(lang, "Also asked, the serving part: ", "也问了部署部分："))
    if kind == "generation":
        return tr(lang, "ALSO ASKED — THE DATA-GENERATION PART (the teacher's; set aside from the answer above)",
                  "也问了——数据生成部分（教师模型生成数据；上面的答案没有算它）")
    return tr(lang, "ALSO ASKED — THE SERVING PART (set aside from the answer above)",
              "也问了——部署部分（上面的答案没有算它）")


def also_dict(raw: dict[str, Any], main: Any, also: tuple[Any, list[str], Any], lang: str) -> dict[str, Any]:
    """A part set aside in --json: {"part", "command", "lines", "consultation"}, and a generation's "pipeline" (both
    parts against the one budget and deadline: advisor_tui.pipeline.summary)."""
    part, lines, served = also
    out = {"part": part.kind, "command": part.command, "lines": lines,
           "consultation": served.to_dict(lang) if served is not None else None}
    if part.kind == "generation":
        from advisor_tui.pipeline import summary

        out["generate_tokens"] = part.raw.get("generate_tokens")
        out["pipeline"] = None if served is None else summary(raw, main, served)
    return out


def facts_line(result: Any, lang: str) -> str:
    f = result.facts
    kb = result.kb
    model = f.model_record(kb)
    from advisor_tui.report.labels import label_or
    from rules.day_load import day_total_sized

    parts = [model.name] if model else ([f"{f.params_b:g}B"] if f.params_b else [])
    if f.models:
        parts = [" + ".join(kb.models_by_id[m].name for m in f.models.split(",") if m in kb.models_by_id)]
    parts.append(label_or(lang, f"t_{f.task}", f.task))
    if f.vram_gb and f.models:
        parts.append(tr(lang, f"needs {f.vram_gb:g} GB (their sum)", f"需要 {f.vram_gb:g} GB（各模型之和）"))
    elif f.vram_gb:
        parts.append(tr(lang, f"needs {f.vram_gb:g} GB (your figure)", f"需要 {f.vram_gb:g} GB（你给的数）"))
    if f.precision and (model is not None or f.params_b):
        parts.append(f.precision)
    if f.context_tokens:
        parts.append(tr(lang, f"{f.context_tokens:,} tokens", f"{f.context_tokens:,} token"))
    if (f.task in ("inference", "embedding", "detection") or f.media_service) and f.rps:
        en, zh, _each = SERVICE_UNITS[f.task]
        if day_total_sized(f):
            parts.append(tr(lang, f"{rate_text(f.rps)} {en}/s (the busiest hour, from the day's total)",
                            f"每秒 {rate_text(f.rps)} {zh}（按全天总量估算的最忙时段）"))
        else:
            parts.append(tr(lang, f"{rate_text(f.rps)} {en}/s at peak", f"高峰每秒 {rate_text(f.rps)} {zh}"))
    elif f.task == "inference" and f.generate_tokens:  # a batch job: sequences at once are the engine's
        parts.append(tr(lang, f"batch of {f.generate_tokens:,} output tokens",
                        f"批量生成 {f.generate_tokens:,} 个输出 token"))
    elif f.task == "inference":
        parts.append(tr(lang, f"{f.concurrency} concurrent", f"并发 {f.concurrency}"))
    if f.repeats:  # a sweep's runs (rules.repeats)
        parts.append(tr(lang, f"done {f.repeats:,} times over", f"共做 {f.repeats:,} 次"))
    if f.runs_per_month:
        times = "once" if f.runs_per_month == 1 else f"{f.runs_per_month:,.3g} times"
        parts.append(tr(lang, f"run {times} a month", f"每月运行 {f.runs_per_month:,.3g} 次"))
    if f.task == "inference" and f.min_tps:
        parts.append(tr(lang, f"≥ {f.min_tps:g} tokens/s per user", f"每路 ≥ {f.min_tps:g} token/s"))
    if f.lora_adapters:
        parts.append(tr(lang, f"{f.lora_adapters:,} LoRA adapters", f"挂载 {f.lora_adapters:,} 个 LoRA"))
    if f.server_gpus:
        parts.append(tr(lang, f"one {f.server_gpus}-GPU server to buy", f"采购一台 {f.server_gpus} 卡整机"))
    if f.region:
        parts.append(label_or(lang, f"v_{f.region}", f.region))
    if f.compliance:
        parts.append(tr(lang, "mainland compliance", "国内合规"))
    if f.budget:
        unit = f.budget.unit if lang != "zh" else UNIT_ZH[f.budget.unit]
        about = tr(lang, "about ", "约 ") if f.budget.approx else ""
        each = f.budget.shared_by
        parts.append(tr(lang, "budget ", "预算 ") + about + f"{fmt_num(f.budget.amount, 2)} "
                     f"{f.budget.currency}/{unit}"
                     + (tr(lang, f" each for {each} people", f"（每人，共 {each} 人）") if each > 1 else ""))
    if f.gpu_hour_price:
        parts.append(tr(lang, f"at most {fmt_num(f.gpu_hour_price.amount, 2)} {f.gpu_hour_price.currency} per GPU-hour",
                        f"单卡每小时不超过 {fmt_num(f.gpu_hour_price.amount, 2)} {f.gpu_hour_price.currency}"))
    return " · ".join(parts)


def _job_line(p: Any, lang: str) -> str:
    """The pick's job: wall hours, GPU-hours, total cost (DESIGN §8 picks[].job)."""
    job = p.job
    total = "—" if job.total is None else f"{fmt_num(job.total, 2)} {p.currency}"
    gpus = p.gpus * p.replicas
    if job.kind in ("media-service", "encoder-service", "detection-service"):
        return tr(lang, f"     JOB: {gpus} GPU(s) for the peak, one copy on each; {fmt_num(job.gpu_hours, 0)} "
                        f"GPU-hours, {total} for your usage",
                  f"     任务：高峰需要 {gpus} 张卡，每张一份副本；{fmt_num(job.gpu_hours, 0)} 卡时，"
                  f"按你的用量共 {total}")
    if job.kind in ("serving", "copies"):  # a request rate's copies, or a concurrency's (rules.base.copies)
        return tr(lang, f"     JOB: {p.replicas} cop{'y' if p.replicas == 1 else 'ies'} × {p.gpus} "
                        f"GPU(s) for the load; {fmt_num(job.gpu_hours, 0)} GPU-hours, {total} "
                        f"for your usage",
                  f"     任务：{p.replicas} 份副本 × {p.gpus} 张卡承载负载；{fmt_num(job.gpu_hours, 0)} "
                  f"卡时，按你的用量共 {total}")
    return tr(lang, f"     JOB: {fmt_num(job.wall_hours, 1)} h wall on {gpus} GPU(s), "
                    f"{fmt_num(job.gpu_hours, 0)} GPU-hours, {total} in all",
              f"     任务：{gpus} 张卡墙钟 {fmt_num(job.wall_hours, 1)} 小时，"
              f"{fmt_num(job.gpu_hours, 0)} 卡时，共 {total}")


def render(result: Any, lang: str, trace: bool = False) -> str:
    """The readable answer: compact, most important first."""
    out: list[str] = []
    req = result.requirement
    out.append(facts_line(result, lang))
    if result.facts.assumed:
        from advisor_tui.report.labels import label_or
        from advisor_tui.report.model import assumed_value

        assumed = ("；" if lang == "zh" else "; ").join(
            f"{label_or(lang, f'f_{k}', k)} {assumed_value(result.facts, k, v, lang, result.kb)}"
            for k, v in result.facts.assumed)
        out.append(tr(lang, f"Assumed (not given): {assumed}", f"默认值（你未提供）：{assumed}"))
    for note in result.facts.notes:
        out.append(tr(lang, f"Note: {note.en}", f"注意：{note.zh}"))
    out.append("")
    for line in result.answer:
        out.append(f"  {line.get(lang)}")
    out.append("")
    out.append(tr(lang, "MEMORY", "显存"))
    parts = " + ".join(f"{part_label(k, lang, inline=True)} {v:.1f}"
                       for k, v in req.breakdown.items() if v > 0.005)
    out.append(f"  {req.vram_gb:.1f} GB = {parts}")
    out.append(f"  {req.formula.get(lang)}")
    if getattr(req, "rule_of_thumb_gb", None):
        out.append(tr(lang, f"  (source 1's rule of thumb, weights × 1.2: {req.rule_of_thumb_gb:.1f} GB)",
                      f"  （来源 1 的经验估算，权重 × 1.2：{req.rule_of_thumb_gb:.1f} GB）"))
    for note in req.notes:
        out.append(f"  - {note.get(lang)}")
    out.append("")
    if result.picks:
        out.append(tr(lang, "PICKS", "推荐"))
        rows = []
        from advisor_tui.report.labels import first_token_label
        from advisor_tui.report.pick_view import cost_text

        jobs = any(p.job is not None and p.job.is_job for p in result.picks)
        days = float(result.facts.days or 30.0)
        short = days < 30 and not jobs  # a few days of use: what they cost, not a month's rent
        buying = result.facts.procure == "buy"
        # a purchase with no renting (review 102 c07: "不再列出租用方案" above a table priced by the hour): the
        # pick's price is the purchase's; the rental's columns are not shown
        rent_cols = not (buying and getattr(result.facts, "no_rental", False))
        speed_col = not memory_only(result.facts)  # no tokens/s for a job sized by its memory alone (review 120 C5-1)
        for p in result.picks:
            training = p.job is not None and p.job.is_job
            o = p.offer
            roles = "/".join(ROLE_ZH[r] if lang == "zh" else r for r in p.roles)
            unit = (UNIT_ZH[o.unit] if lang == "zh" else o.unit) if o else ""
            rent = [o.provider if o else "—",
                    f"{fmt_num(o.price, 2)} {o.currency}/{unit}" if o else "—",
                    (f"{fmt_num(p.job.total, 2 if p.job.total < 100 else 0)} {p.currency}"
                     if training and p.job.total
                     else cost_text(p, lang, days) if short and p.monthly_cost
                     else f"{fmt_num(p.monthly_cost, 0)} {p.currency}" if p.monthly_cost
                     else "—")]
            rows.append([p.rank, roles, p.card, p.gpus_text(lang), *(rent if rent_cols else []),
                         f"{p.headroom_gb:.1f}", *([_tok_s(p)] if speed_col else [])]
                        + ([_to_buy(p, lang)] if buying else []))
        rent_heads = [tr(lang, "provider", "平台"), tr(lang, "price", "价格"),
                      tr(lang, "job cost", "任务费用") if jobs else
                      tr(lang, "your usage", "按你的用量") if short else tr(lang, "per month", "每月")]
        out.append(table(["#", tr(lang, "role", "角色"), tr(lang, "card", "卡型"), "GPUs",
                          *(rent_heads if rent_cols else []),
                          tr(lang, "spare GB", "余量 GB"), *([tr(lang, "tok/s", "token/s")] if speed_col else [])]
                         + ([tr(lang, "to buy", "购买价")] if buying else []),
                         rows, "><<>" + ("<<>" if rent_cols else "") + (">>" if speed_col else ">")
                         + (">" if buying else "")))
        for p in result.picks:
            out.append(f"  {p.rank}. {p.card}:")
            for reason in p.why:
                out.append(f"     - {reason.text.get(lang)} [{reason.rule}; {reason.source}]")
            if p.offer and p.offer.conversion:
                out.append(f"     - {p.offer.conversion.get(lang)}")
            if buying and p.purchase is not None and p.purchase.conversion is not None:
                out.append(f"     - {p.purchase.conversion.get(lang)}")
            if p.job is not None:
                out.append(_job_line(p, lang))
                for note in p.job.assumptions:
                    out.append(f"       · {note.get(lang)}")
            if getattr(p, "throughput", None) and "sequences_in_flight" in p.throughput:
                t = p.throughput
                out.append(tr(lang, f"     - speed at the stated load: ≈ {t['decode_tokens_per_s']:,.0f} "
                                    f"tokens/s per sequence × {t['sequences_in_flight']:,.0f} in "
                                    f"flight per copy, {t['aggregate_tokens_per_s']:,.0f} in all; one "
                                    f"sequence alone ≈ {t['single_stream_tokens_per_s']:,.0f} (bound "
                                    f"≤ {t['decode_tokens_per_s_max']:,.0f}; {t['basis']})",
                              f"     - 给定负载下的速度：单路约 {t['decode_tokens_per_s']:,.0f} token/s × "
                              f"每份副本同时 {t['sequences_in_flight']:,.0f} 路，合计 "
                              f"{t['aggregate_tokens_per_s']:,.0f}；单独一路约 "
                              f"{t['single_stream_tokens_per_s']:,.0f}（单路上限 ≤ "
                              f"{t['decode_tokens_per_s_max']:,.0f}；{t.get('basis_zh', t['basis'])}）"))
            elif getattr(p, "throughput", None):
                t = p.throughput
                out.append(tr(lang, f"     - speed: ≈ {t['decode_tokens_per_s']:,.0f} tokens/s per "
                                    f"sequence, {t['aggregate_tokens_per_s']:,.0f} in all (per-sequence bound "
                                    f"≤ {t['decode_tokens_per_s_max']:,.0f}; {t['basis']})",
                              f"     - 速度：单路约 {t['decode_tokens_per_s']:,.0f} token/s，合计 "
                              f"{t['aggregate_tokens_per_s']:,.0f}（单路上限 ≤ "
                              f"{t['decode_tokens_per_s_max']:,.0f}；{t.get('basis_zh', t['basis'])}）"))
            if getattr(p, "throughput", None) and "first_token_s" in p.throughput:
                out.append("     - " + first_token_label(lang, p.throughput))
            streams = answer_stream_line(result.facts, getattr(p, "throughput", None), lang)
            if streams:  # review 97 c09: "≈ 13 tokens/s per sequence" was a 115-second answer, unsaid
                out.append(streams)
            if getattr(p, "launch", None):
                out.append(tr(lang, f"     - launch: {p.launch}", f"     - 启动命令：{p.launch}"))
        out.append("")
    if result.caveats:
        out.append(tr(lang, "CAVEATS", "注意事项"))
        for cv in result.caveats:
            out.append(f"  - [{cv.id}] {cv.text.get(lang)}")
        out.append("")
    if result.what_if:
        out.append(tr(lang, "WHAT IF", "如果……"))
        for w in result.what_if:
            out.append(f"  - {w.text.get(lang)}")
        out.append("")
    after = sum(r.ranked_after for r in result.rejected)
    out.append(tr(lang, f"RULED OUT ({len(result.rejected) - after})" + (f", RANKED AFTER ({after})" if after else ""),
                  f"已排除（{len(result.rejected) - after}）" + (f"，排在后面（{after}）" if after else "")))
    for r in sorted(result.rejected, key=lambda r: r.ranked_after):
        first = r.why[0]
        more = tr(lang, f" (+{len(r.why) - 1} more)", f"（另有 {len(r.why) - 1} 条）") \
            if len(r.why) > 1 else ""
        tag = tr(lang, "ranked after — ", "排在后面——") if r.ranked_after else ""
        out.append(f"  {r.card}: {tag}{first.text.get(lang)}{more} [{first.rule}]")
    if trace:
        out.append("")
        out.append(tr(lang, "TRACE (every rule firing)", "推理过程（每次规则触发）"))
        for t in result.trace:
            out.append(f"  {t.seq:>3}. {t.rule} [{t.source}]: {t.concluded.get(lang)}")
    return "\n".join(out)


def _tok_s(p: Any) -> str:
    """Expected tokens/s per sequence (DESIGN §8); the bound only when no estimate exists."""
    t = getattr(p, "throughput", None)
    if t:
        return f"≈ {fmt_num(t['decode_tokens_per_s'], 0)}"
    return f"≤ {fmt_num(p.decode_tokens_per_s_max, 0)}" if p.decode_tokens_per_s_max else "—"


def _to_buy(p: object, lang: str) -> str:
    """A buy answer's purchase column: the price in the display currency, or 'quote'."""
    got = getattr(p, "purchase", None)
    if got is None or not got.complete:
        return tr(lang, "quote", "询价")
    if got.total_display is None:
        return f"{fmt_num(got.total, 0)} {got.row.currency}"
    over = " !" if got.fits_budget is False else ""
    return f"{fmt_num(got.total_display, 0)} {got.display_currency}{over}"


def _named(understanding: Any, result: Any) -> list[Any]:
    """The verdicts on the cards named, then the named purchase against the named rental
    (advisor_tui.named_buy_rent)."""
    from advisor_tui.named_buy_rent import buy_rent_line
    from advisor_tui.named_pair import pair_line  # two named cards for a job, head to head (review 123 c09)
    said = named_cards.verdicts(((c.card, c.count, c.refused, c.per_node) for c in understanding.mentioned_cards),
                                result, owned=understanding.owned_cards(), renting=not understanding.owns_cards(),
                                adding=understanding.adding)
    sides = (buy_rent_line(understanding, result), pair_line(understanding, result))
    return [*said, *(side for side in sides if side is not None)]
