"""The facts so far, each selectable to change it (the answer then updates)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.text import Text
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from advisor_tui.interview import FACT_QUESTION, fact_label, format_value

# The facts the list shows, in the interview's order.
SHOWN = ("task", "model", "models", "params_b", "vram_gb", "precision", "context_tokens", "concurrency", "users",
         "lora_adapters", "train_tokens", "samples", "tokens_per_sample", "epochs", "rl", "rl_steps",
         "prompts_per_step", "preference", "generations", "audio_hours", "images", "videos",
         "resolution", "clip_seconds", "repeats", "deadline",
         "rps", "min_tps", "max_ttft_s", "requests_per_day", "generate_tokens", "runs_per_month", "input_tokens",
         "images_per_request", "output_tokens", "shared_prefix", "new_tokens", "code_completion", "api_compared",
         "yearly_asked", "rerank_candidates", "passage_tokens",
         "region", "compliance", "cuda_required", "engine", "hours_per_day", "days", "budget", "gpu_hour_price",
         "power_limit_w", "gpu_power_w", "psu_w", "priority",
         "interruptible", "buyer", "procure", "server_gpus", "invoice", "public_service", "stock_only",
         "office_box", "used_ok", "no_quantization", "no_4bit", "no_thinking",
         "domestic_chips", "vendors", "only_cards", "based_in", "users_in", "compare_regions", "no_mainland_sellers",
         "no_marketplace", "gdpr", "providers")


def fact_rows(given: Mapping[str, Any], assumed: Sequence[tuple[str, Any]], lang: str,
              kb: Any) -> list[tuple[str, Text]]:
    """(fact name, 'Context: 32K tokens' with '(default)' marked in words) for each known fact."""
    defaults = dict(assumed)
    rows = []
    for name in SHOWN:
        if name in given and given[name] is not None:
            value, default = given[name], False
        elif name in defaults and name in FACT_QUESTION:
            value, default = defaults[name], True
        else:
            continue
        line = Text()
        line.append(fact_label(name, lang) + ("：" if lang == "zh" else ": "), style="bold")
        line.append(format_value(name, value, lang, kb))
        if default and name == "context_tokens" and given.get("tokens_per_sample"):
            # training sequence = a sample's stated length (rules), not a default
            line.append("（每条样本长度）" if lang == "zh" else " (a sample's length)", style="italic")
        elif default and name == "concurrency" and given.get("users"):
            # the busiest share of a stated head count (rules.head_count), not the one-at-a-time default
            line.append("（按使用人数估算）" if lang == "zh" else " (from the head count)", style="italic")
        elif default:
            line.append("（默认）" if lang == "zh" else " (default)", style="italic")
        rows.append((name, line))
    return rows


class FactsList(OptionList):
    """Select a fact (Enter or click) to change it."""

    def show(self, given: Mapping[str, Any], assumed: Sequence[tuple[str, Any]], lang: str,
             kb: Any) -> None:
        highlighted = self.highlighted_option.id if self.highlighted_option is not None else None
        self.clear_options()
        rows = fact_rows(given, assumed, lang, kb)
        self.add_options([Option(text, id=f"fact-{name}") for name, text in rows])
        if highlighted is not None:
            for i, (name, _) in enumerate(rows):
                if f"fact-{name}" == highlighted:
                    self.highlighted = i
