"""What a serving load's copies are sized to keep — each sequence's speed and its first token — said for a pick
(rules.jobplan.serving_plan): MLPerf Inference's server-scenario limits, or the person's own speed (--min-tps)."""

from __future__ import annotations

from typing import Any

from knowledge.schema import I18n
from rules.completion_floor import BUDGET_RANGE, STREAM_BUDGET_S
from rules.estimate import load as load_est


def completion_speed(facts: Any) -> str:
    """'completion' where the speed per sequence is code completion's floor, assumed (rules.completion_floor)."""
    return "completion" if facts.code_completion and any(key == "min_tps" for key, _ in facts.assumed) else ""


def held(s: load_est.Served) -> str:
    if 0 < s.latency_sequences < s.max_sequences:
        return (f"{s.latency_sequences:,} sequences at once keep the latency limit; memory holds "
                f"{s.max_sequences:,}")
    return f"{s.max_sequences:,} sequences in memory"


def held_zh(s: load_est.Served) -> str:
    if 0 < s.latency_sequences < s.max_sequences:
        return f"同时 {s.latency_sequences:,} 路仍满足延迟上限；显存可容纳 {s.max_sequences:,} 路"
    return f"显存可容纳 {s.max_sequences:,} 路"


def latency_note(s: load_est.Served, tpot_ms: float, ttft_ms: float, own: bool | str = False,
                 own_ttft: bool = False, looser_ttft_s: float | None = None) -> I18n:
    """The latency limits the copies are sized to (MLPerf's, or the person's own speed and first token), what the
    first token is at the peak, and where this card cannot keep them; ``looser_ttft_s``: the person's own first-token
    limit where MLPerf's tighter one was kept (review 78 c10: "within 2 s … MLPerf's" read as their 3 s ignored)."""
    floor = 1000 / tpot_ms
    whose = {(False, False): ("MLPerf Inference's server-scenario limits (a policy, not your SLA — tighter "
                              "targets need more copies: --min-tps, --max-ttft).",
                              "取自 MLPerf Inference 服务器场景的上限（是策略，不是你的 SLA；更严的目标需要更多副本："
                              "--min-tps、--max-ttft）。"),
             (True, False): ("your speed per user; the first-token limit is MLPerf Inference's server scenario's.",
                             "每路速度按你的要求；首 token 上限取自 MLPerf Inference 服务器场景。"),
             (False, True): ("your first-token limit; the speed per sequence is MLPerf Inference's server "
                             "scenario's.", "首 token 上限按你的要求；每路速度取自 MLPerf Inference 服务器场景。"),
             (True, True): ("your own limits.", "两项都按你的要求。")}[(bool(own), own_ttft)]
    if own == "completion":  # review 119 C4-1: the whole completion's time, not MLPerf's chat floor
        whose = (f"the speed is the whole completion's, its tokens in {STREAM_BUDGET_S:g} s (code completion's "
                 f"{BUDGET_RANGE} s rule of thumb); the first-token limit is "
                 + ("yours." if own_ttft else "MLPerf Inference's server scenario's."),
                 f"每路速度按整段补全计：{STREAM_BUDGET_S:g} 秒内出完（代码补全 {BUDGET_RANGE} 秒的经验值）；"
                 "首 token 上限"
                 + ("按你的要求。" if own_ttft else "取自 MLPerf Inference 服务器场景。"))
    en = (f"Sized so that each sequence keeps ≥ {floor:.3g} tokens/s (time per output token ≤ "
          f"{tpot_ms:.3g} ms) and its first token comes within {ttft_ms / 1000:g} s: {whose[0]}")
    zh = (f"按每路保持 ≥ {floor:.3g} token/s（每个输出 token ≤ {tpot_ms:.3g} ms）、首 token 在 "
          f"{ttft_ms / 1000:g} 秒内来配副本：{whose[1]}")
    if looser_ttft_s is not None and not own_ttft:
        en += (f" Your first-token limit, {looser_ttft_s:g} s, is looser: the tighter one is kept, so your own holds "
               "with room.")
        zh += f"你给的首 token 上限 {looser_ttft_s:g} 秒更宽：这里按更严的来配，你的上限自然满足，还有余量。"
    if s.meets_ttft and s.ttft_at_peak_s > 0:
        wait = s.ttft_at_peak_s - s.prefill_s
        en += (f" At the peak a prompt's first token comes in about {s.ttft_at_peak_s:,.2f} s: {s.prefill_s:,.2f} s to "
               f"read it, {wait:,.2f} s waiting for the prompts ahead (Poisson arrivals, an M/D/1 queue of prompts; "
               "the mean, not the 95th percentile).")
        zh += (f"高峰时一个请求约 {s.ttft_at_peak_s:,.2f} 秒出首 token：读入提示 {s.prefill_s:,.2f} 秒，"
               f"等前面的提示 {wait:,.2f} 秒（泊松到达、M/D/1 排队；是平均值，不是 P95）。")
    if not s.meets_tpot:
        en += (f" This card misses it with any number of copies: one sequence alone gets "
               f"{s.decode_tokens_per_s_per_sequence:,.1f} tokens/s at most.")
        zh += f"这张卡加多少副本都达不到：单独一路最多 {s.decode_tokens_per_s_per_sequence:,.1f} token/s。"
    if not s.meets_ttft:
        en += (f" The prompt alone takes {s.prefill_s:,.1f} s to read here, beyond the first-token "
               f"limit: more GPUs per copy (tensor parallel) or a faster card shorten it.")
        zh += (f"仅读入提示就要 {s.prefill_s:,.1f} 秒，超过首 token 上限：每份副本用更多卡（张量并行）"
               f"或更快的卡才能缩短。")
    return I18n(en=en, zh=zh)
