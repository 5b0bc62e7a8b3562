"""The person's facts: parsing of values ("32k", "3000/month"), validation, and stated defaults.

This is the one place FACT OPTIONS are parsed, whether they come from CLI flags, free text, the
TUI or a mapping given to ``rules.consult``. Every invalid value raises ``InputError`` with one line
naming the fact and what is accepted. Defaults are never silent: ``Facts.assumed`` lists each fact
that was not given together with the value used.

Here: the ``Facts`` record and ``resolve()``, which runs the steps. The accepted values, task
groups, defaults and bounds are in ``rules.fact_vocab``, the value parsers in ``rules.fact_parse``,
the steps that settle one group of facts in ``rules.fact_resolve``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from knowledge.direct_init import direct_init
from knowledge.errors import InputError
from knowledge.loader import KnowledgeBase
from knowledge.schema import PRECISIONS, TASKS, I18n, Model
from rules import fact_prompts, teacher_traces
from rules.answer_tail import length_note
from rules.day_load import daily_rate
from rules.fact_ascend8 import eight_bit_on_domestic
from rules.fact_box import box_bought, resolve_box
from rules.fact_detection_images import detection_images
from rules.fact_draft import resolve_draft
from rules.fact_kind import check_task_fits_model

# The vocabulary and the parsers live in their own modules; their names stay importable here, where callers find them.
from rules.fact_parse import (
    Budget,
    parse_bool,
    parse_budget,
    parse_choice,
    parse_count,
    parse_currency,
    parse_currency_in,
    parse_duration_hours,
    parse_number,
    parse_rate,
    parse_rps,
    parse_tokens,
    parse_unit,
)
from rules.fact_preference import preference_job
from rules.fact_resolve import (
    default_precision,
    job_usage,
    resolve_budget,
    resolve_job,
    resolve_market,
    resolve_model,
    resolve_region,
)
from rules.fact_rl import rl_job
from rules.fact_shape import resolve_shape
from rules.fact_usage import resolve_fx, resolve_usage
from rules.fact_vision import vision_request
from rules.fact_vocab import (
    ADAPTER_TASKS,
    BUDGET_UNITS,
    BUYERS,
    CURRENCY_WORDS,
    DEFAULT_DAYS,
    DEFAULT_EPOCHS,
    DEFAULT_INFERENCE_CONTEXT,
    DEFAULT_LORA_RANK,
    DEFAULT_MAX_GPUS,
    DEFAULT_SERVING_ENGINE,
    DEFAULT_TRAINING_ENGINE,
    DEFAULT_TRAINING_SEQUENCE,
    ENGINES,
    FINETUNE_TASKS,
    FULL_TRAINING_TASKS,
    INVOICES,
    KV_PRECISIONS,
    LIMITS,
    LLM_TASKS,
    MEDIA_JOB_FACTS,
    MEDIA_SERVICE_TASKS,
    MIN_DAYS,
    MIN_HOURS_PER_DAY,
    MIN_RATE,
    NON_LLM_TASKS,
    OPTIMIZERS,
    PRIORITIES,
    PROCUREMENTS,
    REGIONS,
    SCENES,
    SERVING_ENGINES,
    TODAY_ENV,
    TRAINING_ENGINES,
    TRAINING_TASKS,
    UNIT_WORDS,
    session_region,
)
from rules.head_count import busiest_share, busiest_share_note
from rules.place_power import resolve_power
from rules.reasoning_context import default_inference_context, holds_the_request, over_window_note, sample_length_note
from rules.seats import held_for_hours, seat_share


@direct_init
@dataclass(frozen=True)
class Facts:
    """Validated facts about one job. ``None`` means "not given and no default applies"."""

    task: str = "inference"
    model: str | None = None  # model id in the knowledge base
    params_b: float | None = None
    precision: str | None = None
    kv_precision: str = "fp16"
    context_tokens: int | None = None
    concurrency: int = 1
    batch: int = 1
    budget: Budget | None = None
    region: str | None = None
    compliance: bool = False
    cuda_required: bool | None = None
    hours_per_day: float | None = None
    days: float = DEFAULT_DAYS
    max_gpus: int = DEFAULT_MAX_GPUS
    priority: str = "cost"
    interruptible: bool = False
    vram_gb: float | None = None
    power_limit_w: float | None = None  # the most rated board power the GPUs may have together (review 20 M1)
    psu_w: float | None = None  # buying: the power supply said ("my PSU is 750W"): the box is checked against it
    gpu_power_w: float | None = None  # the most rated board power one GPU may have ("单卡功耗 300W 以内")
    power_limit_gpus: bool = False  # power_limit_w is the GPUs' own (said so, or a box's with the host's share out)
    gpu_hour_price: Budget | None = None  # the most one GPU may cost an hour ("max $1/hour per GPU")
    lora_rank: int = DEFAULT_LORA_RANK
    optimizer: str = "adamw"
    gradient_checkpointing: bool = True
    fx: tuple[tuple[str, str, float], ...] = ()
    # DESIGN §8: the job's size (training), its load (serving), a time limit, and the engine.
    train_tokens: int | None = None  # tokens in one pass over the data
    samples: int | None = None
    tokens_per_sample: int | None = None
    epochs: float | None = None
    rl: str | None = None  # --rl grpo / ppo: on-policy RL post-training, rollouts costed (rules.fact_rl)
    rl_steps: int | None = None  # RL: optimizer steps
    prompts_per_step: int | None = None  # RL: prompts in one step's batch
    generations: int | None = None  # RL: completions sampled per prompt (TRL's num_generations)
    rl_beta: float | None = None  # RL: the KL coefficient (None: TRL's default 0.0, no reference model)
    preference: str | None = None  # --preference dpo: offline preference tuning on pairs (rules.fact_preference)
    preference_beta: float | None = None  # DPO's beta (None: DPOConfig's default 0.1)
    save_steps: int | None = None  # a checkpoint every N steps (spot instances resume from it)
    rps: float | None = None  # requests per second at peak
    input_tokens: int | None = None  # per request
    output_tokens: int | None = None  # per request
    min_tps: float | None = None  # --min-tps: each sequence's decode speed at least, tokens/s (rules.speed_target)
    deadline: float | None = None  # hours of wall clock to finish a training or media job
    audio_hours: float | None = None  # transcription: hours of audio in the job
    images: int | None = None  # image generation: images in the job
    videos: int | None = None  # video generation: clips in the job (review 7 F7)
    resolution: str | None = None  # video: 480p / 720p / 1080p (the model's default, stated)
    imgsz: int | None = None  # detection training: the image size in px (--imgsz; rules.vision_training_plan)
    clip_seconds: float | None = None  # video: the length of one clip as the person said it
    engine: str | None = None
    invoice: str = "any"
    buyer: str = "individual"
    procure: str = "rent"
    public_service: bool = False
    stock_only: bool = False  # no board-modified cards, whoever buys
    used_ok: bool = False  # a card bought used is fine: a two-generations-old card is offered used, priced by quote
    office_box: bool = False  # the cards bought go in an office tower / workstation / desktop: no server airflow
    no_rental: bool = False  # renting is no option ("数据不能出医院机房"): no rental priced beside a purchase
    no_quantization: bool = False  # "only the original bf16 weights": no smaller precision offered (review 40 C2)
    no_4bit: bool = False  # "不要量化成 int4", "no 4-bit": 4-bit weights refused, FP8 / INT8 offered (review 51 C10)
    no_thinking: bool = False  # "不要思考模式": a hybrid model answers with no thinking block (rules.thinking_mode)
    no_mainland_sellers: bool = False  # "no Chinese clouds": sellers addressing mainland buyers set aside
    no_marketplace: bool = False  # "no P2P / marketplace hosts": peer-to-peer marketplaces' offers set aside
    gdpr: bool = False  # --gdpr: personal data under the GDPR (or the UK's), processed by the seller (rules.base.gdpr)
    providers: str | None = None  # --provider: the sellers rented from, ids comma-joined (rules.fact_seller)
    checkpoint: str | None = None  # --checkpoint base / instruct / scratch: the weights named (rules.launch)
    data_in: str | None = None  # --data-in: where the data must stay, outside mainland China (rules.residency_line)
    domestic_chips: bool = False  # 信创 / 国产化: domestic accelerators only (not export status)
    vendors: str | None = None  # --vendor: the makers accepted ("amd", "amd,huawei"); None: any
    only_cards: str | None = None  # --only-cards: the cards accepted, ids in the knowledge's order ("h20,ascend-910b")
    models: str | None = None  # --models: several models on one box, summed (rules.several_models)
    currency: str | None = None  # --currency with no --budget: the currency prices are shown in
    requests_per_day: int | None = None  # a day's total; with no peak, its average sizes the load
    normal_requests_per_day: int | None = None  # the day's total outside a peak of some days (rules.fact_peak)
    normal_rps: float | None = None  # or the normal level's own busiest rate (rules.fact_peak)
    peak_days: float | None = None  # how many of the days of use the peak lasts (rules.base.peak_plan)
    users: int | None = None  # --users: a head count of those who use a service, not all at once
    seats: int | None = None  # --seats: people who each need their own GPU(s); the picks are one person's
    generate_tokens: int | None = None  # a batch job's output tokens in all (rules.generation)
    prompts: int | None = None  # --prompts N answered once: read as generate_tokens = N × each (rules.fact_prompts)
    runs_per_month: float | None = None  # a sized job run again and again ("every night": 30; rules.pricing)
    repeats: int | None = None  # a sized job done N times over: a sweep's settings, seeds, ablations (rules.repeats)
    server_gpus: int | None = None  # buying: the GPUs in the one box asked for ("一台8卡服务器"; rules.fact_box)
    rerank_candidates: int | None = None  # embedding service: passages a reranker scores per query (rules.fact_encoder)
    passage_tokens: int | None = None  # embedding service: tokens in each reranked passage (rules.fact_encoder)
    draft_model: str | None = None  # --draft-model: a speculative-decoding draft's id (rules.fact_draft)
    lora_adapters: int | None = None  # serving: LoRA adapters on the one base ("挂 200 个 LoRA"; rules.fact_lora)
    shared_prefix: bool = False  # requests re-send the one before: read from the prefix cache (rules.fact_prefix)
    new_tokens: int | None = None  # with shared_prefix: a request's tokens after its cached prefix
    code_completion: bool = False  # "补全", "FIM": a code assistant's completion traffic named (rules.fact_prefix)
    api_compared: bool = False  # an API weighed against self-hosting, or paid today (rules.base.api_unpriced)
    images_per_request: int | None = None  # a VLM's input pictures in each request (rules.vision_images)
    yearly_asked: bool = False  # "包年", "a one-year contract": a yearly price asked for (rules.base.yearly_plan)
    max_ttft_s: float | None = None  # --max-ttft: the longest wait for the first token, seconds (rules.speed_target)
    based_in: str | None = None  # --based-in: where the person is, apart from the machines ("I'm in Germany … AutoDL")
    users_in: str | None = None  # --users-in: where a service's users are (cn / intl / eu; rules.user_place)
    compare_regions: bool = False  # --compare-regions: mainland against abroad, both priced (rules.region_choice)
    today: str = ""  # the consultation day (YYYY-MM-DD); "" only before resolve()
    layers: int | None = None  # a model outside the catalogue (issue 21): these replace the params-only assumption
    kv_heads: int | None = None
    head_dim: int | None = None
    config: tuple[tuple[str, Any], ...] | None = None
    scene: str | None = None  # rendering: small / large (seed 000: 16–48 GB by scene size)
    family: str | None = None  # a non-LLM family named without its model ("FLUX"): size by it
    assumed: tuple[tuple[str, Any], ...] = field(default=(), compare=False)
    notes: tuple[I18n, ...] = field(default=(), compare=False)
    stated: frozenset[str] = field(default=frozenset(), compare=False)  # facts the person gave

    @property
    def region_stated(self) -> bool:
        """The region was said, not assumed."""
        return "region" in self.stated

    @property
    def must_stay_up(self) -> bool:
        """A service said to be public, or not to be interruptible (production, an SLA) — not a default."""
        return bool(self.public_service) or ("interruptible" in self.stated and not self.interruptible)

    @property
    def buys_used(self) -> bool:
        """A person buying for themselves who takes a used card (a company keeps new stock: invoices, warranty)."""
        return self.procure == "buy" and self.used_ok and self.buyer == "individual"

    @property
    def one_off_job(self) -> bool:
        """A training, media or batch generation job of known size: costed by its own duration."""
        return not held_for_hours(self) and (
            bool(self.is_training and self.total_train_tokens) or self.media_units is not None
            or bool(self.task == "inference" and self.generate_tokens))

    @property
    def is_training(self) -> bool:
        return self.task in TRAINING_TASKS

    @property
    def is_llm(self) -> bool:
        return self.task in LLM_TASKS

    @property
    def media_service(self) -> bool:  # an image or video service at its peak, live transcription's streams at once
        return (self.task in MEDIA_SERVICE_TASKS and self.rps is not None) or (
            self.task == "transcribe" and self.concurrency > 1 and not self.audio_hours)

    @property
    def media_units(self) -> float | None:
        """A one-off media job's size in its own unit (hours of audio, images); None: not given."""
        fact = MEDIA_JOB_FACTS.get(self.task)
        value = getattr(self, fact) if fact else None
        return None if value is None else float(value)

    @property
    def total_train_tokens(self) -> int | None:
        """Tokens the training job processes in all: one pass × epochs (None: size unknown)."""
        return None if self.train_tokens is None else int(round(self.train_tokens * (self.epochs or DEFAULT_EPOCHS)))

    def model_record(self, kb: KnowledgeBase) -> Model | None:
        return kb.models_by_id.get(self.model) if self.model else None

    def to_dict(self, kb: KnowledgeBase) -> dict[str, Any]:
        """The v1 JSON ``facts`` object (plus extensions)."""
        # shallow: every field is a scalar or a tuple but the budget, replaced below (asdict's deep copy: a third)
        data = {name: getattr(self, name) for name in FACT_NAMES}
        model = self.model_record(kb)
        data["model"] = None if model is None else {
            "id": model.id, "name": model.name, "kind": model.kind, "params_b": model.params_b,
            "active_params_b": model.active_params_b}
        data["budget"] = None if self.budget is None else self.budget.to_dict()
        data["gpu_hour_price"] = None if self.gpu_hour_price is None else self.gpu_hour_price.to_dict()
        data["fx"] = [{"base": b, "quote": q, "rate": r} for b, q, r in self.fx]
        data["assumed"] = [{"fact": k, "value": v} for k, v in self.assumed]
        return data


FACT_NAMES = tuple(f for f in Facts.__dataclass_fields__ if f not in ("assumed", "notes", "stated"))


def resolve(raw: Mapping[str, Any] | Facts, kb: KnowledgeBase, *, names: Mapping[str, str] | None = None,
            defaults: Mapping[str, Any] | None = None) -> Facts:
    """Validate ``raw`` (values typed or as text) into ``Facts``, filling stated defaults.

    ``names`` maps a fact to how the person gave it (``{"context_tokens": "--context"}``) so that error messages
    name the option they typed. ``defaults`` are the caller's own defaults for facts not given (the CLI and the TUI
    take the region from the session's language); each one used is stated in ``assumed`` like the built-in ones.
    """
    if isinstance(raw, Facts):
        return raw  # already validated, with its stated defaults
    names = names or {}
    unknown = [k for k in raw if k in extra] if (extra := raw.keys() - FACT_NAMES) else []  # (a set test, in C)
    if unknown:
        raise InputError(f"unknown fact {unknown[0]!r} (known: {', '.join(FACT_NAMES)})")

    def label(key: str) -> str:
        return names.get(key, key)

    given = {k: v for k, v in raw.items() if v is not None}
    if given.get("models"):
        from rules.several_models import resolve_several

        return resolve_several(given, kb, label, lambda one: resolve(one, kb, names=names, defaults=defaults))
    out: dict[str, Any] = {}
    assumed: list[tuple[str, Any]] = []
    notes: list[I18n] = []
    given = daily_rate(given, label, notes)  # a day's total with no peak: its average
    given = box_bought(given, assumed)  # a server asked for is bought (rules.fact_box)
    given, derived = rl_job(given, out, assumed, notes, label)  # an RL run's size and method (rules.fact_rl)
    given, derived = preference_job(given, out, assumed, notes, label, derived)  # a DPO run's (rules.fact_preference)
    given = detection_images(given, notes, label)  # a detector's --images: its training set (review 102 c08)

    out["task"] = parse_choice(label("task"), given.get("task", "inference"), TASKS)
    if "task" not in given:
        assumed.append(("task", "inference"))
    task = out["task"]

    model: Model | None = None
    if "model" in given:
        model = resolve_model(kb, given["model"], label("model"))
        out["model"] = model.id
    if "params_b" in given:
        out["params_b"] = parse_number(label("params_b"), given["params_b"], bounds=LIMITS["params_b"])
        if model is not None and abs(out["params_b"] - model.params_b) > 0.25 * model.params_b:
            raise InputError(f"invalid {label('params_b')}: {out['params_b']:g}B contradicts "
                             f"{model.name} ({model.params_b:g}B); give one or the other")
    elif model is not None:
        out["params_b"] = model.params_b
    if (task == "transcribe" and model is None and given.get("audio_hours") is not None
            and not {"params_b", "vram_gb"} & set(given)):
        # hours of audio size the job only through a measured model: the transcription workload's
        # own model (Whisper large-v3) is assumed, and said so
        named = next((w.models[0] for w in kb.workloads if w.task == task and w.models), None)
        if named in kb.models_by_id:
            model = kb.models_by_id[named]
            out["model"], out["params_b"] = model.id, model.params_b
            assumed.append(("model", model.id))
    check_task_fits_model(task, model, given, label)
    given = vision_request(given, model, task, assumed, notes)  # a VLM's image tokens (rules.fact_vision)
    given = fact_prompts.prompt_count(given, model, label, notes)  # --prompts N: a batch job (rules.fact_prompts)
    if model is not None and model.kind != "llm" and "task" not in given:
        # An image / video / speech / detection model names its task (issue 21): not LLM serving.
        out["task"] = task = {"speech": "transcribe", "encoder": "embedding"}.get(model.kind, model.kind)
        assumed[assumed.index(("task", "inference"))] = ("task", task)

    if "precision" in given:
        out["precision"] = parse_choice(label("precision"), given["precision"], PRECISIONS)
    else:
        out["precision"] = default_precision(task, model)
        assumed.append(("precision", out["precision"]))
    if "kv_precision" in given:
        out["kv_precision"] = parse_choice(label("kv_precision"), given["kv_precision"], KV_PRECISIONS)
    elif task == "inference":
        assumed.append(("kv_precision", "fp16"))
    if task in TRAINING_TASKS:
        for key, default in (("batch", 1), ("optimizer", "adamw"), ("gradient_checkpointing", True)):
            if key not in given:
                assumed.append((key, default))

    if "context_tokens" in given:
        out["context_tokens"], said = holds_the_request(parse_tokens(label("context_tokens"), given["context_tokens"]),
                                                        given.get("input_tokens"), given.get("output_tokens"))
        notes.extend(said)
    elif task == "inference":
        ctx, said = (teacher_traces.context(given, model)  # a thinking model's generated traces (review 97 c05)
                     or default_inference_context(model, given.get("input_tokens"), given.get("output_tokens")))
        out["context_tokens"] = ctx
        assumed.append(("context_tokens", ctx))
        notes.extend((*said, *length_note(given, model, ctx)))
    elif task in TRAINING_TASKS and "tokens_per_sample" in given:  # "100k samples of about 1k tokens": the sequence
        seq = parse_count(label("tokens_per_sample"), given["tokens_per_sample"], (1, LIMITS["context_tokens"][1]))
        out["context_tokens"] = seq
        assumed.append(("context_tokens", seq))
        notes.extend(() if "rl" in out else (sample_length_note(seq),))  # (an RL run launches no --max_length)
    elif task in TRAINING_TASKS and (model is None or model.kind == "llm"):  # an image LoRA has no sequence
        out["context_tokens"] = DEFAULT_TRAINING_SEQUENCE
        assumed.append(("context_tokens", DEFAULT_TRAINING_SEQUENCE))
    if (model is not None and model.max_context and out.get("context_tokens")
            and out["context_tokens"] > model.max_context):
        notes.append(over_window_note(out["context_tokens"], model, kb))

    for key in ("users", "seats"):  # a head count; people who each need their own GPU(s)
        if key in given:
            out[key] = parse_count(label(key), given[key], LIMITS[key])
    for key in ("concurrency", "batch", "max_gpus", "lora_rank"):
        if key in given:
            out[key] = int(parse_number(label(key), given[key], integer=True, bounds=LIMITS[key]))
        elif key == "concurrency" and task == "inference" and given.get("rps") is None:
            # (a stated load sizes the sequences in flight itself, by Little's law)
            at_once = busiest_share(out["users"]) if "users" in out and "requests_per_day" not in given else 1
            if at_once > 1:  # "a team of 50": never sized as one person (review 25 M6)
                out["concurrency"] = at_once
                notes.append(busiest_share_note(out["users"], at_once))
            assumed.append(("concurrency", at_once))
        elif key == "max_gpus":
            assumed.append(("max_gpus", DEFAULT_MAX_GPUS))
        elif key == "lora_rank" and task in ADAPTER_TASKS:
            assumed.append(("lora_rank", DEFAULT_LORA_RANK))

    resolve_region(given, out, assumed, label, defaults, kb)
    eight_bit_on_domestic(given, out, notes)  # FP8 on Ascend is W8A8 INT8 (review 98 c02)
    if "budget" in given:
        default_cur = "CNY" if out.get("region") == "cn" or given.get("compliance") else "USD"
        out["budget"] = resolve_budget(given, label("budget"), default_cur, assumed)
        out["budget"] = seat_share(out["budget"], out.get("seats"), notes)

    resolve_usage(given, out, assumed, notes, label, defaults, task)  # hours a day and days (rules.fact_usage)

    if "priority" in given:
        out["priority"] = parse_choice(label("priority"), given["priority"], PRIORITIES)
    else:
        assumed.append(("priority", "cost"))
    if "optimizer" in given:
        out["optimizer"] = parse_choice(label("optimizer"), given["optimizer"], OPTIMIZERS)
    if "vram_gb" in given:
        out["vram_gb"] = parse_number(label("vram_gb"), given["vram_gb"], bounds=LIMITS["vram_gb"])
    resolve_fx(given, out, label)
    resolve_job(given, out, assumed, notes, task, label, kb)
    resolve_market(given, out, assumed, label, model.native_dtype if model is not None else None, kb.rates)
    resolve_power(given, out, notes, label)  # after the procurement: a socket's limit is not a cloud's
    resolve_box(given, out, assumed, notes, label)  # after the procurement: the box is bought, and caps the GPUs
    resolve_draft(given, out, notes, label, kb)  # a speculative-decoding draft: matched as --model is
    assumed = job_usage(kb, task, out, assumed, notes, label, model)  # a sized job's hours are its own
    resolve_shape(given, out, label, kb)
    if "_assumed_precision" in out:
        value = out.pop("_assumed_precision")
        assumed[:] = [(k, value if k == "precision" else v) for k, v in assumed]

    if task in LLM_TASKS and model is None and "params_b" not in out and "vram_gb" not in out:
        raise InputError(f"missing model: give {label('model')} NAME or {label('params_b')} B "
                         f"(or {label('vram_gb')} GB when you know the need)")
    if model is None and "vram_gb" in out and (out.get("concurrency", 1) > 1 or "rps" in given):
        notes.append(I18n(  # review 100 c01: 50 TTS streams on an --vram 12 answer, their speed never checked
            en=f"{label('vram_gb')} sizes the memory only: whether one card keeps up with your streams or requests "
               "at once is not checked (no speed is on record for this model) — measure one card under load first",
            zh=f"{label('vram_gb')} 只核对显存：一张卡能否同时撑住你说的并发流或请求没有核对（没有这个模型的速度记录）"
               "——先在一张卡上压测再定数量"))
    if model is not None and model.kind != "llm" and task in LLM_TASKS and task not in TRAINING_TASKS:
        notes.append(I18n(en=f"{model.name} is {'an' if model.kind[0] in 'aeiou' else 'a'} {model.kind} model; "
                             "sized by its stated VRAM needs",
                          zh=f"{model.name} 是 {model.kind} 模型，按其公布的显存需求估算"))

    return Facts(**out, assumed=tuple(assumed), notes=tuple(notes), stated=frozenset(given) - derived)


def with_changes(facts: Facts, kb: KnowledgeBase, **changes: Any) -> Facts:
    """The same facts with some changed and re-validated (for what-if questions)."""
    base, assumed, several = facts.__dict__, dict(facts.assumed), bool(facts.models)
    # the facts given (an organisation, if only by its 专票, stays one: review 61 C5); one with no value is left out,
    # as resolve leaves it out, but for those set below, which keep their place (a consultation's copies and what-ifs
    # ask this some 10^3 times over the bench's 400 consultations, each over ~110 facts mostly unset)
    raw = {k: v for k in FACT_NAMES if ((v := base[k]) is not None or k in changes or k == "currency")
           and (k not in assumed or k == "buyer" and v == "company") and not (k == "vram_gb" and several)}
    if not {"task", "model", "params_b", "models"} & set(changes):
        # the answer's own weights and engine stay (review 29 C1: a home box's Q4_K_M re-derived for a company's box)
        kept = ("precision", "engine") if "precision" not in changes else ()  # a GGUF precision picks its engine
        raw.update({k: base[k] for k in kept if k not in raw and base.get(k) is not None})
    if "max_gpus" in changes and "server_gpus" not in changes and raw.pop("server_gpus", None) is not None:
        raw.setdefault("procure", facts.procure)  # more GPUs than the box asked for: a larger one, still bought
    raw.update(changes)  # (several models: their sum is worked out again with the changes)
    if changes.get("budget", 0) is None and facts.budget is not None:  # the answer's money keeps its currency
        raw["currency"] = raw.get("currency") or facts.budget.currency  # (review 116 C9-a: USD figures said as NZD)
    defaults: dict[str, Any] = {"region": facts.region} if facts.region is not None else {}
    if "hours_per_day" in dict(facts.assumed) and "hours_per_day" not in changes:
        # the answer's usage (the default buyer is a given fact: a ROCm what-if was priced at 8 h a day, not 24)
        defaults["hours_per_day"] = facts.hours_per_day
    new = resolve(raw, kb, defaults=defaults or None)
    led = {k: v for k, v in facts.assumed  # a lead's own choice stays in its what-ifs (review 54 M8: recompute lost;
           # review 94 c06: the speed floor led, "4 × A100 is enough" at ≈ 3 tokens/s each)
           if k in ("gradient_checkpointing", "kv_precision", "min_tps", "cuda_required") and k not in changes
           and getattr(new, k) != v}
    if not led:
        return new
    # dataclasses.replace(new, **led, assumed=…) without re-running __init__ over every field (as with_usage)
    out = object.__new__(Facts)
    out.__dict__.update(new.__dict__)
    out.__dict__.update(led)
    out.__dict__["assumed"] = tuple((k, led.get(k, v)) for k, v in new.assumed)
    return out


__all__ = [
    "ADAPTER_TASKS", "BUDGET_UNITS", "BUYERS", "CURRENCY_WORDS", "DEFAULT_DAYS", "DEFAULT_EPOCHS",
    "DEFAULT_INFERENCE_CONTEXT", "DEFAULT_LORA_RANK", "DEFAULT_MAX_GPUS", "DEFAULT_SERVING_ENGINE",
    "DEFAULT_TRAINING_ENGINE", "DEFAULT_TRAINING_SEQUENCE", "ENGINES", "FACT_NAMES", "FINETUNE_TASKS",
    "FULL_TRAINING_TASKS", "INVOICES", "KV_PRECISIONS", "LIMITS", "LLM_TASKS", "MIN_DAYS", "MIN_HOURS_PER_DAY",
    "MIN_RATE", "NON_LLM_TASKS", "OPTIMIZERS", "PRECISIONS", "PRIORITIES", "PROCUREMENTS", "REGIONS", "SCENES",
    "SERVING_ENGINES", "TASKS", "TODAY_ENV", "TRAINING_ENGINES", "TRAINING_TASKS", "UNIT_WORDS", "Budget", "Facts",
    "InputError", "parse_bool", "parse_budget", "parse_choice", "parse_count", "parse_currency", "parse_currency_in",
    "parse_duration_hours", "parse_number", "parse_rate", "parse_rps", "parse_tokens", "parse_unit", "replace",
    "resolve", "session_region", "with_changes"]
