"""A pure-Python stand-in for the slice of torch that advisor_tui.verify.measure uses.

Every operation advances a work counter; the clock reads counter × seconds-per-op, so timed
figures are exact and tests can check what was counted. The event log shows whether the device
was synchronised before each clock reading.
"""

from __future__ import annotations

from types import SimpleNamespace

SMALL = 1 << 16


class FakeTensor:
    def __init__(self, torch: FakeTorch, shape: tuple[int, ...], fill: float = 0.0) -> None:
        self.torch = torch
        self.shape = shape
        size = 1
        for dim in shape:
            size *= dim
        # contents only for small tensors: the live-path tests ask for 1 GiB buffers
        self.data = [fill] * size if size <= SMALL else None

    def fill_(self, value: float) -> FakeTensor:
        if self.data is not None:
            self.data = [value] * len(self.data)
        return self

    def copy_(self, other: FakeTensor) -> FakeTensor:
        self.torch.op("copy")
        if self.data is not None and other.data is not None:
            self.data = list(other.data)
        return self


class FakeTorch:
    float32, float16, bfloat16 = "torch.float32", "torch.float16", "torch.bfloat16"
    __version__ = "2.5.1+fake"

    def __init__(self, devices: int = 1, op_seconds: dict[str, float] | None = None,
                 capability: tuple[int, int] = (9, 0), arch_list: tuple[str, ...] = ("sm_80", "sm_90")) -> None:
        self.work = 0.0
        self.events: list[str] = []
        self.op_seconds = op_seconds or {"copy": 0.001, "matmul": 0.002, "allreduce": 0.004}
        self.version = SimpleNamespace(cuda="12.4")
        fake = self

        class Cuda:
            nccl = SimpleNamespace(all_reduce=fake._all_reduce)

            @staticmethod
            def synchronize(device: str) -> None:
                fake.events.append(f"sync:{device}")

            @staticmethod
            def is_available() -> bool:
                return True

            @staticmethod
            def is_bf16_supported() -> bool:
                return True

            @staticmethod
            def device_count() -> int:
                return devices

            @staticmethod
            def get_device_capability(index: int = 0) -> tuple[int, int]:
                return capability

            @staticmethod
            def get_arch_list() -> list[str]:
                return list(arch_list)

        self.cuda = Cuda

    def op(self, kind: str) -> None:
        self.events.append(kind)
        self.work += self.op_seconds[kind]

    def clock(self) -> float:
        self.events.append("clock")
        return self.work

    def empty(self, *shape: int, dtype: str = "", device: str = "") -> FakeTensor:
        return FakeTensor(self, tuple(shape))

    def ones(self, *shape: int, dtype: str = "", device: str = "") -> FakeTensor:
        return FakeTensor(self, tuple(shape), 1.0)

    def randn(self, *shape: int, dtype: str = "", device: str = "") -> FakeTensor:
        return FakeTensor(self, tuple(shape), 0.5)

    def matmul(self, a: FakeTensor, b: FakeTensor, out: FakeTensor | None = None) -> FakeTensor:
        self.op("matmul")
        n, k = a.shape
        m = b.shape[1]
        result = out or FakeTensor(self, (n, m))
        if a.data is None or b.data is None or result.data is None:
            return result
        result.data = [sum(a.data[i * k + t] * b.data[t * m + j] for t in range(k)) for i in range(n) for j in range(m)]
        return result

    def _all_reduce(self, bufs: list[FakeTensor]) -> None:
        self.op("allreduce")
        if any(b.data is None for b in bufs):
            return
        total = [sum(vals) for vals in zip(*(b.data for b in bufs))]
        for b in bufs:
            b.data = list(total)
