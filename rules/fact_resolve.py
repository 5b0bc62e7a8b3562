"""The steps of ``rules.facts.resolve`` that each settle one group of facts: the model named,
the default precision, the job's size / load / deadline / engine (DESIGN §8), who buys and when
(issue 12), and the architecture of a model outside the catalogue (issue 21).
"""

from __future__ import annotations

import datetime as _dt
import os
import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from knowledge import match
from knowledge.errors import InputError
from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n, Model
from rules.day_load import active_hours, peak_rate, service_hours
from rules.estimate import image_training_flops, media_job
from rules.estimate.load import DEFAULT_INPUT_TOKENS, DEFAULT_OUTPUT_TOKENS
from rules.estimate.precision import FOUR_BIT, NOT_ON_DOMESTIC_CHIPS, SIXTEEN_BIT
from rules.fact_encoder import resolve_encoder_load
from rules.fact_engine import resolve_engine
from rules.fact_lora import resolve_adapters
from rules.fact_parse import (
    Budget,
    budget_currency,
    fail,
    parse_bool,
    parse_budget,
    parse_cards,
    parse_choice,
    parse_count,
    parse_currency,
    parse_currency_in,
    parse_duration_hours,
    parse_gpu_hour_price,
    parse_number,
    parse_rps,
    parse_runs,
    parse_seconds,
    parse_tokens,
    parse_vendors,
)
from rules.fact_peak import resolve_peak
from rules.fact_personal import bought_said, budget_buys_hours
from rules.fact_prefix import resolve_prefix
from rules.fact_rl import rl_size_missing
from rules.fact_seller import resolve_providers
from rules.fact_video import resolve_video
from rules.fact_vocab import (
    BUYERS,
    DEFAULT_DAYS,
    DEFAULT_EPOCHS,
    DEFAULT_TRAINING_SEQUENCE,
    ENCODER_TASKS,
    INVOICES,
    LIMITS,
    LLM_TASKS,
    MEDIA_JOB_FACTS,
    MEDIA_SERVICE_TASKS,
    PROCUREMENTS,
    REGIONS,
    TODAY_ENV,
    TRAINING_TASKS,
    USER_PLACES,
    VENDORS,
    YES_NO_FACTS,
)
from rules.live_streams import streams_not_volume
from rules.vision_images import resolve_request_images

Label = Callable[[str], str]  # a fact's name → how the person gave it ("--context")


def resolve_model(kb: KnowledgeBase, value: Any, name: str) -> Model:
    if not isinstance(value, str) or not value.strip():
        raise fail(name, value, "a model name")
    if value in kb.models_by_id:
        return kb.models_by_id[value]
    hit, candidates = match.resolve_model(kb, value)
    if hit is None:
        close = ", ".join(c.id for c in candidates[:5]) or "none; see `gpu-advisor models`"
        # a size in the name is the way on (review 53 C7: "qwen2.5-1.5b" stopped with no hint, where --say went ahead)
        size = re.search(r"(?<![\d.])(\d+(?:\.\d+)?)\s?b(?![a-z])", value.lower())
        hint = (f"; not in the catalogue — give its size instead: --params {size.group(1)} (add --layers, --kv-heads "
                "and --head-dim, or --config config.json, for its exact KV cache)") if size else (
            # (review 54 M5: "kimi-k2" stopped with no way on)
            "; not in the catalogue — give its official config.json with --config (exact shape, experts included), "
            "or its size with --params") if not candidates else ""
        raise InputError(f"unknown {name}: {value[:60]!r} (close names: {close}{hint})")
    return kb.models_by_id[hit.id]


def default_precision(task: str, model: Model | None) -> str:
    if task == "qlora":
        return "nf4"
    if task in ("lora", "full-finetune", "pretrain"):
        return "bf16"
    if model is not None:
        if model.kind != "llm" and model.native_dtype == "fp32":
            return "fp16"  # SD 1.5 / SDXL ship fp32 weights but everyone runs them in fp16
        return model.native_dtype
    return "fp16"


def media_job_sized(kb: KnowledgeBase, task: str, out: Mapping[str, Any]) -> bool:
    """A media job of known size whose model's speed was measured (a ``media-rate`` row): it is
    costed by its own duration, like a sized training job."""
    fact = MEDIA_JOB_FACTS.get(task)
    return bool(fact and out.get(fact)
                and media_job.measured(kb, out.get("model"), out.get("resolution")))


# a one-off job's size: with one of these, a budget said with no period is for the job (as the reader takes it)
_ONE_OFF = ("train_tokens", "samples", "audio_hours", "images", "videos", "generate_tokens")


def resolve_budget(given: Mapping[str, Any], name: str, default_cur: str, assumed: list[tuple[str, Any]]) -> Budget:
    """--budget with its stated defaults: the session's currency, and with no period a month — or the total
    when buying the cards or for a one-off job of known size (review 38 M1: "--budget 12000 --procure buy"
    read as "$12,000 a month ($144,000 over 12 months)" where --say read the same words as the total)."""
    value = given["budget"]
    # a bare amount takes the currency said with --currency ("--budget 15000/total --currency EUR --fx …" was read
    # as $15,000 shown in euros): the one budget grammar, as the reader's bare amounts take the session's
    said = parse_currency(given["currency"]) if isinstance(given.get("currency"), str) else None
    default_cur = said or default_cur
    total = bought_said(given) or any(given.get(k) is not None for k in _ONE_OFF)
    budget = parse_budget(name, value, default_currency=default_cur, default_unit="total" if total else "month")
    if isinstance(value, str) and parse_currency_in(value) is None:
        assumed.append(("budget_currency", default_cur))
    other = "month" if budget.unit == "total" else "total"
    if parse_budget(name, value, default_currency=default_cur, default_unit=other).unit == other:
        assumed.append(("budget_unit", budget.unit))  # no period said: the one taken is stated
    return budget


def resolve_job(given: Mapping[str, Any], out: dict[str, Any], assumed: list[tuple[str, Any]],
                 notes: list[I18n], task: str, label: Label, kb: KnowledgeBase) -> None:
    """DESIGN §8 facts: job size, serving load (LoRA adapters served too), deadline, engine."""
    resolve_video(given, out, assumed, notes, task, label,
                  kb.models_by_id.get(out["model"]) if out.get("model") else None)
    resolve_adapters(given, out, assumed, notes, label)
    resolve_request_images(given, out, label)  # a VLM's pictures in each request (rules.vision_images)
    training = task in TRAINING_TASKS
    for key in ("samples", "tokens_per_sample"):
        if key in given:
            out[key] = parse_count(label(key), given[key], LIMITS["samples"] if key == "samples"
                                   else (1, LIMITS["context_tokens"][1]))
    if "train_tokens" in given:
        out["train_tokens"] = parse_count(label("train_tokens"), given["train_tokens"],
                                          LIMITS["train_tokens"])
    pair = 2 if given.get("preference") else 1  # a preference pair trains two sequences (rules.fact_preference)
    if "samples" in out and image_training_flops.counts_images(kb, out):
        pass  # a vision model's training images (rules.vision_training_plan)
    elif "samples" in out and "tokens_per_sample" in out:
        product = out["samples"] * out["tokens_per_sample"] * pair
        if "train_tokens" in out and abs(out["train_tokens"] - product) > 0.01 * product:
            raise InputError(f"invalid {label('train_tokens')}: {out['train_tokens']:,} contradicts "
                             f"{out['samples']:,} samples × {out['tokens_per_sample']:,} tokens"
                             f"{' × 2 sequences a pair' if pair > 1 else ''} ({product:,}); give one or the other")
        out["train_tokens"] = product
    elif "samples" in out and "train_tokens" not in out and training:
        # review 28 M1: "~50k examples" stopped the answer; a sample is at most one training sequence, so
        # the sequence length (said, or the default) is the upper end — assumed, said, and asked for
        seq = parse_tokens(label("context_tokens"), given["context_tokens"]) if "context_tokens" in given \
            else DEFAULT_TRAINING_SEQUENCE
        out["tokens_per_sample"] = seq
        out["train_tokens"] = out["samples"] * seq * pair
        assumed.append(("tokens_per_sample", seq))
        notes.append(I18n(
            en=f"No length per sample: each of the {out['samples']:,} samples is taken as a full {seq:,}-token "
               f"training sequence, the most one can be — the upper end of the job; give "
               f"{label('tokens_per_sample')} with your data's average to size it",
            zh=f"没有每条样本的长度：{out['samples']:,} 条样本每条按一整条 {seq:,} token 的训练序列计（一条最多这么长）"
               f"——这是工作量的上限；请用 {label('tokens_per_sample')} 给出数据的平均长度"))
    elif ("samples" in out) != ("tokens_per_sample" in out) and "train_tokens" not in out:
        missing = "tokens_per_sample" if "samples" in out else "samples"
        if _held_for_hours(given):  # a class's GPUs are rented for the hours held: the exercise's size sizes nothing
            out.pop("samples", None), out.pop("tokens_per_sample", None)
            notes.append(I18n(
                en=f"Half a job size ({label(missing)} not said): each person holds a GPU for the hours said, so the "
                   f"rent is that time — the exercise's run time is not worked out; give {label(missing)} to see it",
                zh=f"训练量只说了一半（没有 {label(missing)}）：每人按所说的时长占用一张卡，租金按占用时长计——"
                   f"练习本身跑多久没有估算；给出 {label(missing)} 即可看到"))
        else:
            raise InputError(rl_size_missing(out, label) or f"missing {label(missing)}: the job size is samples × "
                             f"tokens per sample (or give {label('train_tokens')})")
    if "epochs" in given:
        out["epochs"] = parse_number(label("epochs"), given["epochs"], bounds=LIMITS["epochs"])
    elif "train_tokens" in out:
        out["epochs"] = DEFAULT_EPOCHS
        assumed.append(("epochs", DEFAULT_EPOCHS))
    if "rps" in given:
        out["rps"] = parse_rps(label("rps"), given["rps"])
    if "min_tps" in given:  # "30", "30 tok/s", "30 tokens/s": the unit the option names
        value = given["min_tps"]
        if isinstance(value, str):
            value = re.sub(r"\s*(?:tok(?:en)?s?\s*(?:/|per)\s*s(?:ec(?:ond)?)?|t/s|tps)$", "", value.strip(),
                           flags=re.I)
        out["min_tps"] = parse_number(label("min_tps"), value, bounds=LIMITS["min_tps"])
    if "max_ttft_s" in given:
        out["max_ttft_s"] = parse_seconds(label("max_ttft_s"), given["max_ttft_s"], LIMITS["max_ttft_s"])
    if "runs_per_month" in given:
        out["runs_per_month"] = parse_runs(label("runs_per_month"), given["runs_per_month"], LIMITS["runs_per_month"])
    if "requests_per_day" in given:
        out["requests_per_day"] = parse_count(label("requests_per_day"), given["requests_per_day"],
                                              LIMITS["requests_per_day"])
        average = out["requests_per_day"] / (service_hours(given) * 3600)
        estimated = "rps" in out and abs(out["rps"] - peak_rate(out["requests_per_day"], active_hours(given))) < 1e-9
        if ("rps" in out and task == "inference" and not estimated  # review 13 M8 (rules.media_service: media)
                and average < 0.9 * out["rps"]):
            share = average / out["rps"] if out["rps"] else 0.0
            notes.append(I18n(
                en=f"Your day's total averages {average:.3g} requests/s, {share:.0%} of the {out['rps']:.3g}/s "
                   "peak the answer is sized for: most of the day the peak's copies sit idle — keep the "
                   "fewest running and add the others for the busy hours (billed by the hour).",
                zh=f"你的全天总量平均每秒 {average:.3g} 个请求，是答案按之估算的峰值（每秒 {out['rps']:.3g} 个）的 "
                   f"{share:.0%}：一天中大部分时间按峰值配的副本都闲着——平时只留最少的几份，忙时再按小时加开。"))
    resolve_peak(given, out, notes, label)  # the normal level beside a peak of some days (review 98 c01)
    if "generate_tokens" in given:
        out["generate_tokens"] = parse_count(label("generate_tokens"), given["generate_tokens"],
                                             LIMITS["generate_tokens"])
    if "prompts" in given and task == "inference":  # the count said, beside the tokens it made (rules.fact_prompts)
        out["prompts"] = int(parse_count(label("prompts"), given["prompts"], (1, 1e9)))
    for key, default in (("input_tokens", DEFAULT_INPUT_TOKENS), ("output_tokens", DEFAULT_OUTPUT_TOKENS)):
        if key in given:
            out[key] = parse_tokens(label(key), given[key])
        elif "rps" in out and task in LLM_TASKS and not training:  # a load sized on tokens nobody said
            if key == "input_tokens" and "context_tokens" in given and out.get("context_tokens"):
                # the context said fills with the prompt (history, retrieved documents) less the reply: review 67 C4
                # sized "up to ~6k tokens of context" on 2,000-token prompts
                reply = (parse_tokens(label("output_tokens"), given["output_tokens"]) if "output_tokens" in given
                         else DEFAULT_OUTPUT_TOKENS)
                default = max(default, int(out["context_tokens"]) - int(reply))
                out[key] = default
            assumed.append((key, default))
    if "deadline" in given:
        value = given["deadline"]
        out["deadline"] = (parse_number(label("deadline"), value, bounds=LIMITS["deadline_hours"])
                           if isinstance(value, (int, float)) and not isinstance(value, bool)
                           else parse_duration_hours(label("deadline"), value))
    if "audio_hours" in given:
        out["audio_hours"] = parse_number(label("audio_hours"), given["audio_hours"],
                                          bounds=LIMITS["audio_hours"])
        streams_not_volume(given, out, notes, label, task)  # live dictation's month is its streams' (review 115 C9)
    if "images" in given:
        out["images"] = parse_count(label("images"), given["images"], LIMITS["images"])
    resolve_engine(given, out, assumed, notes, task, label, kb)
    resolve_prefix(given, out, assumed, notes, task, label, kb)  # an agent loop's shared prefixes; completion named
    resolve_encoder_load(given, out, assumed, notes, task, label, kb)
    media = MEDIA_JOB_FACTS.get(task)
    # a detection model's epochs are its job, but its training time is not estimated (review 26 M2): said below
    ignored = [k for k in ("train_tokens", "epochs") if k in given and not training
               and not (task == "detection" and k == "epochs")]
    ignored += [k for k in ("audio_hours", "images", "videos") if k in given and k != media]
    ignored += [k for k in ("resolution", "clip_seconds") if k in given and task != "video"]
    if "imgsz" in given and task == "detection":  # a detector trained at a size of its own (review 98 c09: 1280 px)
        out["imgsz"] = int(parse_count(label("imgsz"), given["imgsz"], (32, 8192)))
    ignored += ["imgsz"] if "imgsz" in given and task != "detection" else []
    unsized = "deadline" in given and not training and media is not None and media not in out
    batch = (task == "inference" and "generate_tokens" in out  # a batch job of known size (rules.generation)
             or task in ENCODER_TASKS and "rps" in given)  # documents by a deadline at its steady rate (encoder_batch)
    if ("deadline" in given and not training and not (media and media in out) and not unsized and not batch
            and "samples" not in out):  # a detector's counted images: rules.vision_training_plan
        ignored.append("deadline")
    served = ("rps", "requests_per_day") if task in MEDIA_SERVICE_TASKS else (  # rules.media_service
        ("rps", "requests_per_day", "input_tokens") if task in ENCODER_TASKS else (  # rules.fact_encoder
            ("rps",) if task == "detection" else ()))  # images a second: rules.detection_service
    ignored += [k for k in ("rps", "requests_per_day", "input_tokens", "output_tokens")
                if k in given and (training or task != "inference" and k not in served)
                and not ("rl" in out and k.endswith("_tokens"))]  # an RL run's prompt and completion: its rollouts
    if media in out and "rps" in out and served:  # a service's peak sizes it; its volume is no one-off job
        del out[media]
        notes.append(I18n(en=f"{label(media)} was not used: {label('rps')} sizes a service by its peak (a day's "
                             f"volume goes in {label('requests_per_day')}); without {label('rps')} it is one job",
                          zh=f"{label(media)} 未使用：{label('rps')} 按高峰给服务配卡（每天的量请用 "
                             f"{label('requests_per_day')}）；不给 {label('rps')} 时才按一次性任务计"))
    ignored += ["generate_tokens"] if "generate_tokens" in given and task != "inference" else []
    job_sized = training and "train_tokens" in out or batch or bool(media and media in out)
    if "runs_per_month" in out and media and media in out and not media_job_sized(kb, task, out):
        # a run of no measured speed is priced by hours of use, which already are the month's (review 59 C9:
        # 300 clips a night of CogVideoX-2B priced 8 h × 30 days, then × 30 runs — ¥8,568 for a ¥286 month)
        job_sized = False
    if "repeats" in given:  # after the job's size: only a sized job is done again
        out["repeats"] = parse_count(label("repeats"), given["repeats"], LIMITS["repeats"])
        if not (training and "train_tokens" in out or batch):
            del out["repeats"]
            notes.append(I18n(en=f"{label('repeats')} was not used: it repeats a training or batch job of known "
                                 "size (training tokens or a batch's output tokens)",
                              zh=f"{label('repeats')} 未使用：它用于重复已知规模的训练或批量生成任务（训练 token 或批量"
                                 "输出 token）"))
    if "runs_per_month" in out and not job_sized:
        del out["runs_per_month"]
        notes.append(I18n(en=f"{label('runs_per_month')} was not used: it repeats a job of known size (a batch's "
                             "tokens, images, clips, hours of audio or training tokens) whose time is estimated",
                          zh=f"{label('runs_per_month')} 未使用：它用于重复运行已知规模的任务（批量 token、图片、视频、"
                             "音频时长或训练 token）且能估算时长"))
    if out.get("runs_per_month") and "deadline" not in out:
        # a run that recurs ends before the next starts (review 43: a day's 300 clips were planned as 227 h on one card)
        out["deadline"] = round(DEFAULT_DAYS * 24 / out["runs_per_month"], 2)
        window = _daily_window(given, out)  # "白天 10 小时处理完": a daily run's hours are its window
        out["deadline"] = window or out["deadline"]
        assumed.append(("deadline", out["deadline"]))
        notes.append(I18n(en=f"Each run ends before the next starts: {out['deadline']:g} h a run ({label('deadline')} "
                             "sets another limit)" if not window else f"Each day's run finishes within the "
                             f"{window:g} hours a day you said ({label('deadline')} sets another limit)",
                          zh=f"每次都要在下一次开始前跑完：每次 {out['deadline']:g} 小时内"
                             f"（{label('deadline')} 可另设）" if not window else f"每天的任务要在你说的每天 "
                             f"{window:g} 小时内跑完（{label('deadline')} 可另设）"))
    if unsized:  # review 16: "--deadline does not apply to video" was false — it needs the job's size
        notes.append(I18n(en=f"{label('deadline')} was not used: it needs the job's size ({label(media)})",
                          zh=f"{label('deadline')} 未使用：需要同时给出任务规模（{label(media)}）"))
    if ignored:
        names = ", ".join(label(k) for k in ignored)
        verb = "does not apply" if len(ignored) == 1 else "do not apply"
        was = "was" if len(ignored) == 1 else "were"
        notes.append(I18n(en=f"{names} {verb} to {task} and {was} not used",
                          zh=f"{names} 不适用于该任务（{task}），未使用"))
    if task == "detection" and not {"hours_per_day", "days", "samples"} & set(given) and "rps" not in out:
        notes.append(I18n(
            en="A detection model's training time is not estimated here: each pick is priced by the hour — say how "
               "long the training runs (--hours-per-day, --days) to cost it.",
            zh="这里不估算检测模型的训练时长：每个推荐按小时计价——说明训练要跑多久（--hours-per-day、--days）即可算出总价。"))
    budget_buys_hours(given, out, assumed, notes, task, media_job_sized(kb, task, out)
                      or "samples" in out and "epochs" in out and image_training_flops.counts_images(kb, out))


def resolve_region(given: Mapping[str, Any], out: dict[str, Any], assumed: list[tuple[str, Any]],
                   label: Label, defaults: Mapping[str, Any] | None, kb: KnowledgeBase) -> None:
    """Where the machines run, compliance, domestic chips, CUDA and the makers and cards asked for, and what
    each implies for the others."""
    if "region" in given:
        out["region"] = parse_choice(label("region"), given["region"], REGIONS)
    if "based_in" in given:
        out["based_in"] = parse_choice(label("based_in"), given["based_in"], REGIONS)
    if given.get("users_in") is not None:
        out["users_in"] = parse_choice(label("users_in"), given["users_in"], USER_PLACES)
    for key in ("compliance", "domestic_chips", "interruptible", "gradient_checkpointing"):
        if key in given:
            out[key] = parse_bool(label(key), given[key])
    if "cuda_required" in given:
        out["cuda_required"] = parse_bool(label("cuda_required"), given["cuda_required"])
    if "vendors" in given:
        out["vendors"] = parse_vendors(label("vendors"), given["vendors"], VENDORS)
        makers = out["vendors"].split(",")
        if out.get("cuda_required") and "nvidia" not in makers:
            raise InputError(f"{label('cuda_required')} contradicts {label('vendors')} "
                             f"{out['vendors']}: CUDA runs only on NVIDIA cards; drop one of them")
        if out.get("domestic_chips") and "huawei" not in makers:
            raise InputError(f"{label('domestic_chips')} (domestic accelerators: Ascend) contradicts "
                             f"{label('vendors')} {out['vendors']}: drop one of them")
    if "only_cards" in given:
        out["only_cards"] = parse_cards(label("only_cards"), given["only_cards"], kb)
    if out.get("compliance") and out.get("region") == "intl":
        # mainland compliance means mainland capacity: region intl asks for the opposite
        raise InputError(f"{label('compliance')} (mainland-China compliant capacity) contradicts "
                         f"{label('region')} intl: drop one of them")
    if (out.get("domestic_chips") and "precision" not in given
            and out["precision"] in NOT_ON_DOMESTIC_CHIPS):
        # a model shipped in FP8 (DeepSeek-R1) is served as W8A8 INT8 on Ascend (review 5 F6: FP8 was kept on chips
        # that cannot run it)
        out["precision"] = "int8"
        assumed[:] = [("precision", "int8") if a[0] == "precision" else a for a in assumed]
    if out.get("domestic_chips") and out.get("region") is None and not out.get("compliance"):
        out["region"] = "cn"  # domestic chips are bought and run on the mainland
        assumed.append(("region", "cn"))
    if out.get("compliance") and out.get("region") is None:
        out["region"] = "cn"
        assumed.append(("region", "cn"))
    if out.get("region") is None and (budget_currency(given.get("budget")) == "CNY"
                                      or str(given.get("invoice")) in ("vat-special", "vat", "专票", "普票")):
        # a budget in yuan or a VAT invoice (专票 / 普票: a mainland tax document) is a mainland renter's,
        # whatever the answer's language (review 6 F3; review 9 F2: 专票 left the region abroad)
        out["region"] = "cn"
        assumed.append(("region", "cn"))
    resolve_providers(given, out, assumed, label, kb)  # the sellers named, and the region they imply
    if out.get("region") is None:
        fallback = (defaults or {}).get("region")
        if fallback is not None:
            out["region"] = parse_choice("region", fallback, REGIONS)
        assumed.append(("region", out.get("region") or "any"))



PRICED_IN = ("CNY", "USD", "T-CREDIT")  # the currencies offers and purchases are priced in


def resolve_market(given: Mapping[str, Any], out: dict[str, Any],
                    assumed: list[tuple[str, Any]], label: Label, native: str | None = None,
                    held: Sequence[Any] = ()) -> None:
    """Invoice, buyer, procurement, public service, a price cap per GPU-hour and the consultation day."""
    if given.get("gpu_hour_price") is not None:  # a bare amount takes the budget's currency, else the region's
        budget = out.get("budget")
        default = budget.currency if budget is not None else ("CNY" if out.get("region") == "cn" else "USD")
        out["gpu_hour_price"] = parse_gpu_hour_price(label("gpu_hour_price"), given["gpu_hour_price"], default)
    if "invoice" in given:
        out["invoice"] = parse_choice(label("invoice"), given["invoice"], INVOICES)
    if "buyer" in given:
        out["buyer"] = parse_choice(label("buyer"), given["buyer"], BUYERS)
    else:  # mainland compliant procurement is a company's (seed 001 "国内合规企业"), and a 专票 is
        # issued only to a VAT-registered organisation (a company, a school, a hospital), never a person
        organisation = bool(out.get("compliance")) or out.get("invoice") == "vat-special"
        out["buyer"] = "company" if organisation else "individual"
        if organisation:  # elsewhere the modified-board caveat states it where it matters
            assumed.append(("buyer", out["buyer"]))
    if "procure" in given:
        out["procure"] = parse_choice(label("procure"), given["procure"], PROCUREMENTS)
    elif out.get("compliance"):
        assumed.append(("procure", "rent"))
    if "public_service" in given:
        out["public_service"] = parse_bool(label("public_service"), given["public_service"])
    rated = {c for pair in out.get("fx", ()) for c in pair[:2]}  # the person's own rates (--fx)
    # and the knowledge's dated rates (the HKMA's linked rate: an HK$ budget is shown in HK$, review 109 C6)
    rated |= {c for r in held if {r.base, r.quote} & set(PRICED_IN) for c in (r.base, r.quote)}
    budget = out.get("budget")
    if budget is not None and budget.currency not in PRICED_IN and budget.currency not in rated:
        # review 19 m5: no dated rate is held for it, so nothing could be compared with the budget
        raise InputError(f"invalid {label('budget')}: {budget.currency} needs your rate to the currencies "
                         f"prices are in, e.g. {label('fx')} {budget.currency}/USD=RATE")
    if "currency" in given:  # review 12 m1: a person who only wants the answer in yuan
        out["currency"] = parse_currency(str(given["currency"])) if isinstance(given["currency"], str) else None
        if out["currency"] not in PRICED_IN[:2] and out["currency"] not in rated:
            raise fail(label("currency"), given["currency"],
                       "CNY or USD (the currencies prices convert into), or another with your rate (--fx EUR/USD=1.08)")
    for key in YES_NO_FACTS:
        if key in given:
            out[key] = parse_bool(label(key), given[key])
    if out.get("office_box") and "procure" not in given:  # cards that stand in an office are bought (review 112 C10)
        out["procure"] = "buy"
        assumed.append(("procure", "buy"))
    if given.get("checkpoint") is not None:
        out["checkpoint"] = parse_choice(label("checkpoint"), given["checkpoint"], ("base", "instruct", "scratch"))
    if given.get("data_in") is not None:  # the words of a place, said back in the answer
        said = str(given["data_in"]).strip()
        if not 2 <= len(said) <= 80 or not said.isprintable():
            raise fail(label("data_in"), given["data_in"], "a place of 2-80 characters, e.g. UAE")
        out["data_in"] = said
        if "no_marketplace" not in given and out.get("procure") != "buy":
            # a peer-to-peer host's machine can be anywhere (review 76 c08: EU-only data sent to Vast.ai)
            out["no_marketplace"] = True
            assumed.append(("no_marketplace", True))
    # (a model released in FP8 — DeepSeek-V3 — keeps its own weights, also said: only a smaller precision is refused;
    # review 69 C2: "DeepSeek-R1 满血版，不要量化版" stopped on its own FP8)
    if (out.get("no_quantization") and "precision" in given and str(out.get("precision")) not in SIXTEEN_BIT
            and str(out.get("precision")) != native):
        raise fail(label("precision"), out["precision"], f"a 16-bit precision with {label('no_quantization')}")
    if out.get("no_4bit") and "precision" in given and str(out.get("precision")) in FOUR_BIT:
        raise fail(label("precision"), out["precision"], f"8 bits or more with {label('no_4bit')}")
    if out.get("no_mainland_sellers") and out.get("region") == "cn" and "region" not in given \
            and not out.get("compliance"):
        out["region"] = "intl"  # a session's default region gives way: the sellers refused are the mainland's
        assumed[:] = [(k, "intl" if k == "region" else v) for k, v in assumed]
    if out.get("no_mainland_sellers") and (out.get("region") == "cn" or out.get("compliance")):
        # every mainland rental is a mainland seller's: nothing would be left to price
        raise InputError(f"{label('no_mainland_sellers')} contradicts "
                         f"{label('compliance') if out.get('compliance') else label('region') + ' cn'}: "
                         "mainland machines are rented from mainland sellers; drop one of them")
    today = given.get("today") or os.environ.get(TODAY_ENV) or _dt.date.today().isoformat()
    try:
        out["today"] = _dt.date.fromisoformat(str(today)).isoformat()
    except ValueError:
        raise fail(label("today"), today, "a date YYYY-MM-DD") from None


def _daily_window(given: Mapping[str, Any], out: Mapping[str, Any]) -> float | None:
    """A run every day with the hours a day said: those hours are the window it must finish in (the table's
    convention: heldout65 R17's "kicks off at 1am, done by 7am" is hours_per_day 6 beside runs_per_month 30)."""
    hours = out.get("hours_per_day") if "hours_per_day" in given else None  # (parsed before the job's size)
    return hours if hours and hours < 24 and out.get("runs_per_month", 0) >= 28 else None


def job_usage(kb: KnowledgeBase | None, task: str, out: dict[str, Any], assumed: list[tuple[str, Any]],
              notes: list[I18n], label: Callable[[str], str], model: Any) -> list[tuple[str, Any]]:
    """``assumed`` without the usage a sized job replaces by its own duration (hours a day, days; a batch's
    concurrency); a media job of no measured speed says it is priced by hours of use instead."""
    if (task in TRAINING_TASKS and "train_tokens" in out or task == "inference" and "generate_tokens" in out
            or kb is not None and "samples" in out and "epochs" in out and image_training_flops.counts_images(kb, out)):
        assumed = [a for a in assumed if a[0] not in ("hours_per_day", "days", "concurrency")]  # the job's own
    if media_job_sized(kb, task, out):  # so is a media job whose speed was measured
        return [a for a in assumed if a[0] not in ("hours_per_day", "days")]
    if out.get(MEDIA_JOB_FACTS.get(task, "")):
        name = model.name if model is not None else (out.get("family") or task)
        fact, dl = label(MEDIA_JOB_FACTS[task]), ((" or check the deadline", "，也无法核对期限")  # review 23 F8
                                                   if out.get("deadline") else ("", ""))
        notes.append(I18n(
            en=f"No published speed for {name} is on record, so {fact} cannot size the job{dl[0]}: it is "
               "priced by hours of use (--hours-per-day × --days) instead.",
            zh=f"没有 {name} 的公开实测速度，无法按 {fact} 估算任务时长{dl[1]}：改按使用时长（--hours-per-day × "
               "--days）计价。"))
    return assumed


def _held_for_hours(given: Mapping[str, Any]) -> bool:
    """Several people each on their own GPU for hours they said (rules.seats.held_for_hours, before the facts exist)."""
    try:
        seats = int(float(given.get("seats") or 0))
    except (TypeError, ValueError):
        return False
    return seats >= 2 and given.get("hours_per_day") is not None
