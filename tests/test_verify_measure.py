"""The copy, matmul and all-reduce timings: what is counted, and that the device is synchronised
before the clock is read. A fake torch makes the figures exact; real PyTorch on CPU tensors runs
the same code where it is installed."""

from __future__ import annotations

import pytest

from advisor_tui.verify import measure
from tests.verify_fakes import FakeTorch


def _clock_reads_follow_sync(events: list[str]) -> bool:
    reads = [i for i, e in enumerate(events) if e == "clock"]
    return all(events[i - 1].startswith("sync") for i in reads[1:]) and len(reads) >= 2


def test_copy_counts_read_and_write_and_excludes_warmup():
    torch = FakeTorch(op_seconds={"copy": 0.001})
    got = measure.copy_bandwidth(torch, "cuda:0", nbytes=4096, seconds=0.05, min_iters=10, clock=torch.clock)
    # 4096 bytes read + 4096 written per copy, one copy per simulated millisecond
    assert got.value == pytest.approx(2 * 4096 / 0.001 / 1e9)
    assert got.unit == "GB/s"
    assert torch.events.count("copy") >= measure.WARMUP + 50
    assert _clock_reads_follow_sync(torch.events)
    assert "read + write" in got.detail


def test_seed_formula_would_read_half():
    """Seed 004's script divides one buffer by the time: half of what the memory moved."""
    torch = FakeTorch(op_seconds={"copy": 0.002})
    got = measure.copy_bandwidth(torch, "cuda:0", nbytes=1 << 20, seconds=0.02, clock=torch.clock)
    seed_style = (1 << 20) / 0.002 / 1e9
    assert got.value == pytest.approx(2 * seed_style)


def test_matmul_counts_two_n_cubed():
    torch = FakeTorch(op_seconds={"matmul": 0.002})
    got = measure.matmul_tflops(torch, "cuda:0", n=4, seconds=0.03, min_iters=5, clock=torch.clock)
    assert got.value == pytest.approx(2 * 4**3 / 0.002 / 1e12)
    assert "bfloat16" in got.detail  # bf16 where the device supports it
    assert _clock_reads_follow_sync(torch.events)


def test_matmul_runs_until_the_time_is_reached():
    torch = FakeTorch(op_seconds={"matmul": 0.01})
    measure.matmul_tflops(torch, "cuda:0", n=2, seconds=1.0, min_iters=10, clock=torch.clock)
    timed = torch.events.count("matmul") - measure.WARMUP
    assert timed >= 100 and timed % 10 == 0


def test_allreduce_bus_bandwidth_as_nccl_tests():
    torch = FakeTorch(devices=4, op_seconds={"allreduce": 0.004})
    devices = [f"cuda:{i}" for i in range(4)]
    got = measure.allreduce_busbw(torch, devices, nbytes=8192, seconds=0.05, clock=torch.clock)
    assert got.value == pytest.approx(8192 * 2 * 3 / 4 / 0.004 / 1e9)
    assert {e for e in torch.events if e.startswith("sync")} == {f"sync:{d}" for d in devices}


def test_cpu_device_is_not_synchronised_through_cuda():
    torch = FakeTorch()
    measure.copy_bandwidth(torch, "cpu", nbytes=64, seconds=0.005, clock=torch.clock)
    assert not any(e.startswith("sync") for e in torch.events)


def test_real_torch_on_cpu_tensors():
    torch = pytest.importorskip("torch")
    copy = measure.copy_bandwidth(torch, "cpu", nbytes=1 << 20, seconds=0.02, min_iters=2)
    mat = measure.matmul_tflops(torch, "cpu", n=64, dtype=torch.float32, seconds=0.02, min_iters=2)
    assert copy.value > 0 and mat.value > 0


def test_load_torch_says_why_when_absent(monkeypatch):
    import builtins

    real = builtins.__import__

    def no_torch(name, *args, **kwargs):
        if name == "torch":
            raise ImportError("no torch here")
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_torch)
    torch, why = measure.load_torch()
    assert torch is None and why == measure.NO_TORCH
