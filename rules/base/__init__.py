"""The rule base, one module per concern. Rule ids are stable and kebab-case; each cites a source.

Stages (all in one engine session per consultation):
1. `job` + one `card` fact per card → memory, interconnect, ecosystem, compliance, supply and
   workload rules (feasible / rejected / the metric that defines *faster*).
2. `priced` facts for the surviving cards (priced in plain Python) → budget rules.
3. `pick` facts for the chosen cards and one `outcome` fact → caveats and nothing-feasible.

Between the stages, step rules decide in plain Python over what the engine concluded: pricing
and sized jobs (offers), the picks and the dominated cards (ranking), what-if (whatif). Every
rule, engine or step, is declared the same way (rules.base._common) and listed by
`gpu-advisor rules`.
"""

from __future__ import annotations

from rules.base import (
    api,
    api_unpriced,
    billing_edge,
    box_slots,
    budget,
    buy_box,
    buy_invoice,
    buy_used,
    buying,
    capability,
    caveats,
    checkpoints,
    compliance,
    cooling,
    copies,
    daily_peak,
    daily_restart,
    deadline_margin,
    detection_training,
    ecosystem,
    gdpr,
    interconnect,
    kernels,
    market,
    media_fleet,
    memory,
    modified_price,
    offers,
    office_socket,
    peak_plan,
    power,
    power_supply,
    prefix_cache,
    quote_export,
    ranking,
    reasoning_latency,
    region_choice,
    seller_tier,
    service_filing,
    serving,
    single_card,
    spare_box,
    speculative,
    spot_resume,
    supply,
    unpriced_like_priced,
    user_place,
    whatif,
    workload,
    yearly_plan,
)

RULES = [
    *memory.RULES,
    *kernels.RULES,
    *capability.RULES,
    *interconnect.RULES,
    *ecosystem.RULES,
    *compliance.RULES,
    *market.RULES,
    *service_filing.RULES,
    *user_place.RULES,
    *gdpr.RULES,
    *buying.RULES,
    *buy_box.RULES,
    *buy_invoice.RULES,
    *buy_used.RULES,
    *unpriced_like_priced.RULES,
    *power_supply.RULES,
    *office_socket.RULES,
    *box_slots.RULES,
    *cooling.RULES,
    *daily_restart.RULES,
    *modified_price.RULES,
    *supply.RULES,
    *power.RULES,
    *workload.RULES,
    *budget.RULES,
    *caveats.RULES,
    *serving.RULES,
    *offers.RULES,
    *peak_plan.RULES,
    *daily_peak.RULES,
    *copies.RULES,
    *single_card.RULES,
    *ranking.RULES,
    *whatif.RULES,
    *region_choice.RULES,
    *api.RULES,
    *api_unpriced.RULES,
    *deadline_margin.RULES,
    *media_fleet.RULES,
    *billing_edge.RULES,
    *yearly_plan.RULES,
    *prefix_cache.RULES,
    *reasoning_latency.RULES,
    *seller_tier.RULES,
    *spot_resume.RULES,
    *spare_box.RULES,
    *checkpoints.RULES,
    *detection_training.RULES,
    *speculative.RULES,
    *quote_export.RULES,
]

RULES_BY_ID = {rule.id: rule for rule in RULES}
assert len(RULES_BY_ID) == len(RULES), "duplicate rule id"
