"""Review 80 (blind, 10 consultations, signed 5): its majors, replayed."""

from rules.pipeline import consult


def test_a_peak_below_the_day_s_own_average_sizes_the_day_and_says_so(kb):
    """c08: "peak about 40 images a minute, roughly 150k images a day" — 104 a minute on average — was sized at 40 a
    minute: 13 GPUs that make at most ~76k a day. Both cannot hold; the day's busiest hour is sized and the two figures
    are said side by side. A peak above the average is the person's, kept."""
    base = {"task": "image", "model": "flux.1-dev", "public_service": True, "region": "intl",
            "requests_per_day": 150000}
    r = consult({**base, "rps": 40 / 60}, kb)
    assert r.facts.rps > 150000 / 86400
    assert any("below your day's own average" in n.en for n in r.facts.notes)
    from rules.estimate import media_job

    top = r.picks[0]
    rate = media_job.rate(kb, kb.card(top.card), "image", "flux.1-dev").per_gpu_hour
    assert top.gpus_in_all * rate * 24 >= 150000  # the picked GPUs can make the day's volume
    kept = consult({**base, "rps": 3.0}, kb)  # 180 a minute: above the 104 average, a peak that can hold
    assert kept.facts.rps == 3.0 and not any("below your day's own average" in n.en for n in kept.facts.notes)
