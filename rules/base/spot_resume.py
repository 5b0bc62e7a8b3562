"""`spot-resume` (review 95 c07): a fine-tune said to run on spot / interruptible machines, launched with TRL's
command line, restarts from step 0 when the machine is reclaimed — TRL's scripts call ``trainer.train()`` without
resuming (trl/scripts/sft.py). The checkpoints the person said (--save-steps, now in the launch line) only help when
they outlive the machine and the run is resumed from them: Transformers' Trainer loads the last checkpoint in
--output_dir with ``trainer.train(resume_from_checkpoint=True)``. Not for Megatron (its --load resumes: rules.megatron)
nor transformers' run_clm.py (it resumes from the last checkpoint in its output directory on its own)."""

from __future__ import annotations

from typing import Any

from knowledge.text import I18n
from rules.base._common import declared, step

CAVEAT_ID = "spot-resume"


@step(id="spot-resume", concern="caveats", source="hf-trainer-resume", caveat=CAVEAT_ID, show_order=161,
      doc=I18n(en="A TRL fine-tune on interruptible machines: save checkpoints to storage that outlives the machine "
                  "and resume with trainer.train(resume_from_checkpoint=True) — TRL's scripts do not.",
               zh="在可中断机器上用 TRL 微调：检查点要存到比机器活得久的存储上，并用 "
                  "trainer.train(resume_from_checkpoint=True) 续跑——TRL 自带脚本不会自己续跑。"))
def spot_resume(facts: Any, pick: Any, sink: Any = None) -> I18n | None:
    launch = getattr(pick, "launch", None) or ""
    if not (facts.is_training and facts.interruptible and ("trl " in launch or "trl/scripts/" in launch)):
        return None
    every = facts.save_steps
    saved_en = (f"The launch line saves every {every} steps (--save_strategy steps --save_steps {every})"
                if every else "Save every few hundred steps (--save-steps N puts --save_strategy steps --save_steps N "
                              "in the launch line)")
    saved_zh = (f"启动命令每 {every} 步存一次（--save_strategy steps --save_steps {every}）" if every else
                "每几百步存一次（给 --save-steps N，启动命令里就会有 --save_strategy steps --save_steps N）")
    text = I18n(
        en=f"Spot is fine for this run, but a reclaimed machine does not pick up where it stopped: TRL's command line "
           f"calls trainer.train() without resuming, so a restart begins at step 0. {saved_en}; keep --output_dir on "
           "a volume that outlives the machine (a network volume — a spot machine's own disk goes with it), and "
           "resume from a copy of the script that calls trainer.train(resume_from_checkpoint=True): the Trainer "
           "loads the last checkpoint in --output_dir.",
        zh=f"这次可以用竞价机，但机器被收回后不会从中断处接着跑：TRL 命令行调用 trainer.train() 时不续跑，重启就从第 0 "
           f"步开始。{saved_zh}；--output_dir 要放在比机器活得久的卷上（网络存储卷——竞价机自己的磁盘会随机器一起没），"
           "续跑时用自己改过的脚本调用 trainer.train(resume_from_checkpoint=True)：Trainer 会加载 --output_dir 里最新的"
           "检查点。")
    if sink is not None:
        sink.caveat(CAVEAT_ID, spot_resume, text)
        sink.step(spot_resume, {"card": pick.card, "save_steps": every}, text)
    return text


RULES = declared(__name__)
