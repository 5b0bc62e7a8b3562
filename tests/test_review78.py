"""Review 78 (blind, 12 consultations, signed 7): its majors, replayed."""

from rules.pipeline import consult


def test_a_multi_node_deepspeed_launch_runs_one_job_from_every_node(kb):
    """c12: 32 × B200 over 4 nodes launched `accelerate launch --num_machines 4 … --use_deepspeed`: accelerate's DeepSpeed
    launcher on several machines is pdsh from one host with a hostfile, so the same line run on each node formed four
    8-GPU jobs, not the 32-GPU one costed — the 'standard' launcher (torch.distributed per node) does."""
    r = consult({"task": "full-finetune", "model": "qwen2.5-72b", "train_tokens": 1.2e9, "context_tokens": 8192,
                 "engine": "deepspeed", "max_gpus": 32, "priority": "speed", "region": "intl"}, kb)
    multi = [p for p in r.picks if p.gpus > 8]
    assert multi, [(p.card, p.gpus) for p in r.picks]
    for pick in r.picks:
        assert ("--deepspeed_multinode_launcher standard" in pick.launch) == (pick.gpus > 8), pick.launch
