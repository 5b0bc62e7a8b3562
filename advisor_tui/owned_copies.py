"""The cards a person named, with a count, for a chat served to many at once (blind review 95 c10): "40 RTX A5000 in
10 servers, 4 per server … Mistral Small 24B to about 100 concurrent chats" heard "8 × rtx-a5000 hold the job" and a
launch of one engine over all 40 (tensor parallel 8 across servers over Ethernet, pipeline 5). A copy of the model
takes the fewest of their cards that hold its share, inside one server; as many copies as the concurrency needs
carry it behind a load balancer, and the rest of the cards stay free. The sizing is the answer's own
(rules.concurrency_copies); one wording for the CLI, the JSON and the TUI, through advisor_tui.named_cards."""

from __future__ import annotations

from typing import Any

from knowledge.schema import I18n


def copies_verdict(card_id: str, count: int, result: Any, node: int | None = None,
                   owned: bool = False) -> I18n | None:
    """How ``count`` of the person's ``card_id`` (``node`` of them to a server, where said) serve the stated
    concurrency: one copy on fewer of them than they have, or copies of it, with the cards left free and the launch
    line of one copy; None where it does not apply (one person, a request rate, no count, no more cards than one
    server holds: one copy over them all stays) or where not one copy holds a sequence."""
    from rules.concurrency_copies import Copier, applies
    from rules.estimate.engines import engine_fit
    from rules.estimate.fit import gpu_counts
    from rules.estimate.job import node_of
    from rules.launch import launch_command
    from rules.serving import engine_of

    kb, facts, req = getattr(result, "kb", None), result.facts, result.requirement
    if kb is None or card_id not in kb.cards_by_id or not count or count < 2 or not applies(facts, req):
        return None
    card = kb.card(card_id)
    box = node_of(facts, node)
    if count <= box:
        return None  # one server's cards: one copy over all of them stays (review 80's two RTX 3090s, tensor parallel)
    copier = Copier(kb, facts, req)
    want = int(facts.concurrency)
    one = next((g for g in gpu_counts(box) if copier.copy_fit(card, g, want) is not None), 0)
    if one:
        n, g, share, placed, at = 1, one, want, copier.copy_fit(card, one, want), copier.at(want)
    else:
        got = copier.place(card, 0, node=box)
        if got is None:
            return None
        n, g, share, placed, at = got.copies, got.gpus, got.share, got.fit, (got.facts, got.req)
    if placed is None or at is None:
        return None
    changed, share_req = at
    eng = engine_fit(share_req, placed, card, engine_of(changed))
    command = launch_command(kb, changed, share_req, placed, eng, node=box)
    from rules.estimate import calibration
    from rules.estimate.fit import dense_tflops

    exp = calibration.expected(share_req, placed, card, engine_of(changed), dense_tflops(card))
    whose_en, whose_zh = (("your cards", "你自己的") if owned else ("the card you named", "你提到的"))
    fits_in = min(n, count // g)  # the copies their cards make
    free = count - fits_in * g
    tp_en = f"tensor parallel over {g} in one server" if g > 1 else "one card each"
    tp_zh = f"每份在一台服务器内 {g} 卡张量并行" if g > 1 else "每份一张卡"
    if n == 1:
        en = (f"→ {card_id}, {whose_en}: {g} of your {count} hold all {want} at once in one copy ({tp_en}); the other "
              f"{free} stay free — a second copy behind a load balancer keeps the service up if a server fails")
        zh = (f"→ {whose_zh} {card_id}：你的 {count} 张里 {g} 张一份副本就装得下同时 {want} 路（{tp_zh}）；"
              f"其余 {free} 张空着——再起一份副本放在负载均衡后面，一台服务器坏了服务也不停")
    elif fits_in >= n:
        en = (f"→ {card_id}, {whose_en}: {n} copies of {g} × {card_id} ({n * g} of your {count}) carry the {want} at "
              f"once, about {share} each ({tp_en}), behind a load balancer that sends each new chat to the "
              f"least-loaded copy; the other {free} stay free — not one engine over all {count}: a copy takes only "
              "the cards its share needs, and tensor parallelism never crosses servers")
        zh = (f"→ {whose_zh} {card_id}：{n} 份副本 × {g} 张（用你 {count} 张中的 {n * g} 张）承载同时 {want} 路，"
              f"每份约 {share} 路（{tp_zh}），前面放负载均衡，新会话发给最空闲的副本；其余 {free} 张空着——"
              f"不是一个引擎跨全部 {count} 张：每份副本只用它的份额需要的卡，张量并行不跨服务器")
    else:
        en = (f"→ {card_id}, {whose_en}: a copy of {g} × {card_id} holds about {share} at once ({tp_en}); your "
              f"{count} make {fits_in} copies, about {fits_in * share} at once, short of the {want} ({n} copies, "
              f"{n * g} cards, would carry them)")
        zh = (f"→ {whose_zh} {card_id}：{g} 张一份副本约装同时 {share} 路（{tp_zh}）；你的 {count} 张能起 "
              f"{fits_in} 份，约同时 {fits_in * share} 路，不够 {want} 路（要 {n} 份、{n * g} 张）")
    if command:
        en += f". Launch each copy on its server: {command}"
        zh += f"。每份副本在自己的服务器上启动：{command}"
    if exp is not None:
        en += f". Speed there: about {exp.decode_tokens_per_s:,.0f} tokens/s per chat with {share} on a copy"
        zh += f"。速度：每份 {share} 路时每路约 {exp.decode_tokens_per_s:,.0f} token/s"
    return I18n(en=en + ".", zh=zh + "。")
