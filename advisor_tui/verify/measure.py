"""The two measurements of seed 004 §4.2–4.3, and an all-reduce for multi-GPU machines.

The torch module and the device are passed in (``device="cuda:0"`` on the rented machine,
``"cpu"`` in the tests), as is the clock, so the arithmetic — bytes counted, FLOPs counted,
warm-up excluded, the device synchronised before the clock is read — is tested without a GPU.

- Copy bandwidth: ``y.copy_(x)`` reads x and writes y, so each copy moves 2 × the buffer through
  device memory; seed 004's script counts the buffer once, which reads half the bandwidth the
  memory delivered and makes a healthy card look like a shared one against the datasheet figure.
- Dense matmul: two n × n FP16 (BF16 where supported) matrices, 2·n³ FLOPs a product, timed
  until at least ``seconds`` have passed so clocks reach their sustained (power-limited) level.
- All-reduce: ``torch.cuda.nccl.all_reduce`` over one buffer per GPU in this process; the bus
  bandwidth is reported the way nccl-tests does (size × 2(n−1)/n ÷ time).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

COPY_BYTES = 1 << 30  # 1 GiB per buffer: far beyond any cache (an H100 has 50 MB of L2)
MATMUL_N = 8192  # 1.1 TFLOP per product: milliseconds per call on any card here
ALLREDUCE_BYTES = 256 << 20
MIN_SECONDS = 2.0  # sustained clocks, not the first boost
WARMUP = 3


@dataclass(frozen=True)
class Measured:
    value: float
    unit: str
    detail: str  # how it was measured, for the report


def _sync(torch: Any, device: str) -> None:
    if device.startswith("cuda"):
        torch.cuda.synchronize(device)


def _timed(fn: Callable[[], None], sync: Callable[[], None], seconds: float, batch: int,
           clock: Callable[[], float]) -> tuple[int, float]:
    """Run ``fn`` WARMUP times untimed, then in batches of ``batch`` calls until ``seconds`` have
    passed; (iterations, elapsed seconds), the device synchronised before each clock reading
    (launches are asynchronous: an unsynchronised clock times the queueing, not the work)."""
    for _ in range(WARMUP):
        fn()
    sync()
    iters = 0
    start = clock()
    elapsed = 0.0
    while iters == 0 or elapsed < seconds:
        for _ in range(batch):
            fn()
        iters += batch
        sync()
        elapsed = clock() - start
    return iters, elapsed


def copy_bandwidth(torch: Any, device: str, nbytes: int = COPY_BYTES, seconds: float = MIN_SECONDS,
                   min_iters: int = 10, clock: Callable[[], float] = time.perf_counter) -> Measured:
    """Device-to-device copy, GB/s (10^9 bytes) counting the read and the write."""
    n = max(1, nbytes // 4)
    x = torch.empty(n, dtype=torch.float32, device=device)
    x.fill_(1.0)
    y = torch.empty(n, dtype=torch.float32, device=device)
    iters, elapsed = _timed(lambda: y.copy_(x), lambda: _sync(torch, device), seconds, min_iters, clock)
    moved = 2 * n * 4 * iters
    return Measured(moved / elapsed / 1e9, "GB/s",
                    f"{iters} copies of {n * 4 / 2**30:.2f} GiB in {elapsed:.2f} s, read + write counted")


def matmul_tflops(torch: Any, device: str, n: int = MATMUL_N, dtype: Any = None, seconds: float = MIN_SECONDS,
                  min_iters: int = 10, clock: Callable[[], float] = time.perf_counter) -> Measured:
    """Dense n×n×n products in FP16/BF16, TFLOPS."""
    if dtype is None:
        bf16 = device.startswith("cuda") and torch.cuda.is_bf16_supported()
        dtype = torch.bfloat16 if bf16 else torch.float16
    a = torch.randn(n, n, dtype=dtype, device=device)
    b = torch.randn(n, n, dtype=dtype, device=device)
    out = torch.empty(n, n, dtype=dtype, device=device)
    iters, elapsed = _timed(lambda: torch.matmul(a, b, out=out), lambda: _sync(torch, device), seconds,
                            min_iters, clock)
    flops = 2 * n**3 * iters
    name = str(dtype).replace("torch.", "")
    return Measured(flops / elapsed / 1e12, "TFLOPS", f"{iters} products of {n}×{n} {name} in {elapsed:.2f} s")


def allreduce_busbw(torch: Any, devices: list[str], nbytes: int = ALLREDUCE_BYTES, seconds: float = 1.0,
                    min_iters: int = 10, clock: Callable[[], float] = time.perf_counter,
                    all_reduce: Callable[[list[Any]], None] | None = None) -> Measured:
    """All-reduce over one buffer per device, bus bandwidth in GB/s (nccl-tests' busbw)."""
    count = len(devices)
    n = max(1, nbytes // 4)
    bufs = [torch.ones(n, dtype=torch.float32, device=d) for d in devices]
    reduce = all_reduce or torch.cuda.nccl.all_reduce

    def sync_all() -> None:
        for d in devices:
            _sync(torch, d)

    iters, elapsed = _timed(lambda: reduce(bufs), sync_all, seconds, min_iters, clock)
    bus = n * 4 * 2 * (count - 1) / count * iters
    return Measured(bus / elapsed / 1e9, "GB/s",
                    f"{iters} all-reduces of {n * 4 / 2**20:.0f} MiB over {count} GPUs in {elapsed:.2f} s")


NO_TORCH, NO_DEVICE = "no-torch", "no-device"


def load_torch() -> tuple[Any | None, str]:
    """(torch, '') when PyTorch with a usable GPU is importable, else (None, NO_TORCH | NO_DEVICE
    | 'error: …')."""
    try:
        import torch  # noqa: PLC0415 - optional: only on the rented machine
    except ImportError:
        return None, NO_TORCH
    except Exception as exc:  # noqa: BLE001 - a broken install is reported, not raised
        return None, f"error: importing torch: {type(exc).__name__}: {exc}"[:200]
    try:
        if not torch.cuda.is_available():
            return None, NO_DEVICE
    except Exception as exc:  # noqa: BLE001
        return None, f"error: torch cannot query the GPU: {type(exc).__name__}: {exc}"[:200]
    return torch, ""
