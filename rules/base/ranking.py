"""Pricing and ranking steps. They run in plain Python after the engine (offers can be
thousands), but are rules all the same: listed by `gpu-advisor rules` and shown in the trace."""

from __future__ import annotations

from rules.base._common import I18n, Rule, c, conclude, m, rule

RULES = [
    Rule(id="price-offers", concern="pricing", source="seed-001",
         doc=I18n(en="For each feasible card, price every eligible offer for the stated usage "
                     "(hours per day × days) under its billing unit and rounding, and keep the "
                     "cheapest; regions, compliance, spot and reference-only rows decide which "
                     "offers are eligible.",
                  zh="对每张可行的卡，按所述用量（每天小时数 × 天数）和各报价的计费单位、取整规则计算"
                     "费用，取最便宜的；地区、合规、竞价与仅供参考的行情价决定哪些报价可用。")),
    Rule(id="job-plan", concern="pricing", source="llm-foundry-benchmarks",
         doc=I18n(en="A training job of known size is costed by its own duration: FLOPs "
                     "(6·N·T full, 4·N·T LoRA/QLoRA, + 2·N·T recomputed with gradient "
                     "checkpointing, QLoRA's dequantisation 1.35×) ÷ (dense peak × published "
                     "utilisation × multi-GPU speedup by interconnect) = wall hours, priced under "
                     "each offer's billing unit; the GPU count is the cheapest (the sooner of near-ties), "
                     "the soonest under --priority speed; --deadline drops counts that finish late.",
                  zh="已知规模的训练任务按它自己的时长计费：FLOPs（全参 6·N·T，LoRA/QLoRA 4·N·T，"
                     "梯度检查点重算再加 2·N·T，QLoRA 反量化 1.35 倍）÷（稠密峰值 × 公开实测利用率 × "
                     "按互联的多卡加速比）= 墙钟小时数，按各报价的计费单位计价；卡数取最便宜的（价格相近取更快的"
                     "），--priority speed 取最快的，--deadline 只会增加卡数。")),
    Rule(id="deadline-missed", concern="pricing", source="seed-004",
         doc=I18n(en="A card that cannot finish the training job within --deadline, even with "
                     "the most GPUs its link domain and --max-gpus allow, is out.",
                  zh="即使用到互联域与 --max-gpus 允许的最多卡数也无法在 --deadline 内完成训练的卡"
                     "排除。")),
    Rule(id="serve-load", concern="pricing", source="seed-002",
         doc=I18n(en="With --rps, each card serves the load with as many copies of the model as "
                     "it takes: prefill at the compute bound, batched decode at the bandwidth "
                     "bound (source 4's 70 % line), sequences in flight by Little's law, and the "
                     "memory left after the weights holding them; the copies are priced "
                     "together.",
                  zh="给出 --rps 时，每张卡按负载需要的模型副本数来服务：预填充按算力上限、批量解码"
                     "按带宽上限（来源 4 的 70 % 线）、在途请求数按利特尔定律、由权重之外剩余的"
                     "显存容纳；副本一起计价。")),
    Rule(id="prefer-single-card", concern="ranking", source="seed-004",
         doc=I18n(en="When one card (or an NVLink-pooled set) can do the job within budget, a "
                     "split over PCIe-only cards is not recommended: start with one large card.",
                  zh="单卡（或 NVLink 组合）能在预算内完成时，不推荐经 PCIe 拆分的多卡方案："
                     "先从单卡大显存开始。")),
    Rule(id="rank-enough", concern="ranking", source="seed-000",
         doc=I18n(en="'Enough': the cheapest feasible card (or set of cards) for the stated "
                     "usage, or to finish the sized training job / serve the stated load — "
                     "rank 1 under --priority cost, as the seeds advise.",
                  zh="「够用」：按所述用量最便宜的可行卡（或多卡组合）——--priority cost 时排第一，"
                     "如选型原则所说。")),
    Rule(id="rank-faster", concern="ranking", source="seed-004",
         doc=I18n(en="'Faster': the best card by the workload's priority metric within budget "
                     "and, under --priority cost, within 3× the 'enough' cost (a step up, not "
                     "the absolute fastest); rank 1 under --priority speed.",
                  zh="「更快」：预算内按任务的优先指标最好的卡；--priority cost 时限于「够用」费用的 "
                     "3 倍以内（上一档，而不是最快的那张）；--priority speed 时排第一。")),
    Rule(id="rank-best-value", concern="ranking", source="seed-000",
         doc=I18n(en="'Best value': the lowest cost per unit of the limiting resource (decode "
                     "tokens/s for serving, dense TFLOPS for training and image work); for a "
                     "sized job, per unit of work the job can use — its tokens trained or the "
                     "load served — so peak speed the job cannot use buys nothing.",
                  zh="「最划算」：限制资源的单位成本最低（推理看每 token/s，训练与出图看每稠密 "
                     "TFLOPS）。")),
    Rule(id="dominated", concern="ranking", source="seed-000",
         doc=I18n(en="A feasible card that is neither cheapest, faster nor better value than the "
                     "picks is listed as dominated, with the numbers.",
                  zh="可行但既不是最便宜、也不更快、也不更划算的卡，列为被占优，并给出数字。")),
    Rule(id="what-if", concern="ranking", source="seed-002",
         doc=I18n(en="When a small change (shorter context, INT4, fewer concurrent sequences, "
                     "QLoRA instead of LoRA, fewer hours) would make a much cheaper card enough, "
                     "say so with the saving.",
                  zh="当小改动（更短上下文、INT4、更少并发、用 QLoRA 代替 LoRA、更少时长）能让便宜"
                     "得多的卡够用时，说明并给出能省多少。")),
]


@rule(id="nothing-feasible", concern="ranking", source="seed-000", pri=60,
      doc=I18n(en="When no card is feasible, say what would make one feasible.",
               zh="没有可行的卡时，说明怎样才能可行。"),
      when=lambda: [c.o << (m.kind == "outcome") & (m.picks == 0)],
      shows={"o": ("picks",)})
def nothing_feasible(f):
    f.sink.advice(f.rule)
    return conclude("No card meets every requirement; what would make one feasible follows.",
                    "没有一张卡满足全部条件；下面是怎样才能可行。")


RULES = [*RULES, nothing_feasible]
