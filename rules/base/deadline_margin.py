"""`deadline-margin` (review 45 C7): a job whose plan takes most of --deadline on a time that is estimated, not
measured for the job, says so. 10,000 FLUX.1 [dev] images in 24 h were planned on 2 × RTX 6000 Ada in 20.6 h, from
an A100's measured rate scaled by TFLOPS, with no word that a somewhat slower real rate misses the deadline. The
deadline-tight step already ranks after a plan in the last 10 %; from three quarters on, the top pick says how to
ask for room."""

from __future__ import annotations

from typing import Any

from knowledge.text import I18n
from rules.base._common import declared, step
from rules.job_count import ROOM

CAVEAT_ID = "deadline-margin"
MARGIN = ROOM  # a plan past three quarters of --deadline leaves under a quarter for a slower run, a restart, a queue
# a plain training script's model-FLOPs utilisation, the middle of the range the answer cites (Llama 3 on H100: 38–43 %,
# the Llama 3 paper); a plan at a tuned framework's measured rate is checked against it too
TYPICAL_MFU = 0.40
TIGHT = 0.9  # at that utilisation, past nine tenths of --deadline is no room for a restart


@step(id="deadline-margin", concern="pricing", source="seed-004", caveat=CAVEAT_ID, show_order=27,
      doc=I18n(en="A job whose top plan finishes after three quarters of --deadline says its time is an estimate "
                  "and how to ask for a plan with room (a tighter --deadline), or to time a test batch first.",
               zh="最优方案完成时间超过 --deadline 四分之三的任务，说明时长是估算，并给出留余量的办法（更紧的 "
                  "--deadline）或先跑一小批实测。"))
def deadline_margin(facts: Any, pick: Any, sink: Any = None) -> I18n | None:
    job = pick.job
    if facts.deadline is None or job is None or not job.is_job:
        return None
    share = job.wall_hours / facts.deadline
    room = f"{MARGIN * facts.deadline:g}"
    if pick.gpus_in_all >= facts.max_gpus:  # the GPUs allowed are all in use: more must be allowed too
        room += f" --max-gpus {2 * facts.max_gpus}"
    typical = job.wall_hours * (job.mfu or 0.0) / TYPICAL_MFU
    if job.wall_hours <= MARGIN * facts.deadline and typical > TIGHT * facts.deadline:
        # review 64 C4 (major): 8 × A800 in 9.7 of 14 days at 56 % MFU — at a typical stack's 40 % it is 13.4 days
        text = I18n(
            en=f"{pick.card} finishes in {job.wall_hours:,.1f} h of your {facts.deadline:g} h deadline at "
               f"{job.mfu:.0%} model-FLOPs utilisation, derived from a tuned stack's measurements (llm-foundry, "
               f"FSDP); a plain training script is nearer {TYPICAL_MFU:.0%} (Llama 3 on H100: 38–43 %), which takes "
               f"{typical:,.0f} h "
               + ("and misses it" if typical > facts.deadline else
                  f"({typical / facts.deadline:.0%} of it) and leaves no room for a restart")
               + f". Ask for room with --deadline {room} (more GPUs for about the same cost), or time a short test "
               "run first.",
            zh=f"{pick.card} 按 {job.mfu:.0%} 的模型算力利用率（MFU，由调优框架 llm-foundry / FSDP 的实测推得）要用 "
               f"{job.wall_hours:,.1f} 小时，在你 {facts.deadline:g} 小时的期限内；普通训练脚本更接近 {TYPICAL_MFU:.0%}"
               f"（Llama 3 在 H100 上为 38–43 %），需 {typical:,.0f} 小时，"
               + ("会误期" if typical > facts.deadline else f"占期限的 {typical / facts.deadline:.0%}，没有重启的余地")
               + f"。要留余量可用 --deadline {room}（多用几张卡，费用大致不变），或先跑一小段实测。")
    elif job.wall_hours <= MARGIN * facts.deadline:
        return None
    else:
        text = I18n(
            en=f"{pick.card} finishes in {job.wall_hours:,.1f} h of your {facts.deadline:g} h deadline ({share:.0%}), "
               "and that time is estimated from published throughput, not measured for your job: a run somewhat "
               "slower than estimated, a restart or a wait for machines misses it. Ask for room with --deadline "
               f"{room} (more GPUs for about the same work), or time a short test batch on day one before committing.",
            zh=f"{pick.card} 要用掉你 {facts.deadline:g} 小时期限中的 {job.wall_hours:,.1f} 小时（{share:.0%}），而这个"
               "时长是按公开吞吐估算的，并非你这个任务的实测：实际稍慢一些、中途重启或排队等机器，就会误期。"
               f"要留余量可用 --deadline {room}（多用几张卡，总工作量大致不变），或第一天先跑一小批实测再定。")
    if sink is not None:
        sink.caveat(CAVEAT_ID, deadline_margin, text, pick.card)
        sink.step(deadline_margin, {"pick": {"card": pick.card, "wall_hours": round(job.wall_hours, 2),
                                             "deadline": facts.deadline}}, text)
    return text


RULES = declared(__name__)
