"""Parsing the vendor tools' output (fixtures in tests/data/verify, written from the documented
formats), matching product strings to cards, and never hanging on a tool."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

import knowledge
from advisor_tui.verify import probe as pr
from advisor_tui.verify.identify import clean, identify

DATA = Path(__file__).parent / "data" / "verify"


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(())


def _inv(case: str) -> pr.Inventory:
    return pr.probe(pr.ReplayRunner(DATA / case))


def test_h100_eight_gpus_read_in_full():
    inv = _inv("h100-sxm-8x-healthy")
    assert (inv.vendor, inv.driver, inv.runtime) == ("nvidia", "565.57.01", "12.7")
    assert len(inv.gpus) == 8
    g = inv.gpus[3]
    assert (g.name, g.memory_total_mib) == ("NVIDIA H100 80GB HBM3", 81559)
    assert (g.power_limit_w, g.power_default_w) == (700, 700)
    assert g.ecc_enabled is True and g.ecc_uncorrectable == 0
    assert (g.pcie_gen, g.pcie_width, g.pcie_width_max) == (5, 16, 16)
    # the 8×8 GPU part of the matrix, NIC rows and the legend left out
    assert len(inv.links) == 28 and set(inv.links.values()) == {"NV18"}


def test_consumer_card_has_no_ecc_reading():
    g = _inv("rtx4090-healthy").gpus[0]
    assert g.ecc_enabled is None and g.ecc_uncorrectable is None
    assert g.pcie_gen == 1 and g.pcie_gen_max == 4  # idle link trained down


def test_power_capped_limit_is_the_enforced_one():
    g = _inv("rtx4090-power-capped").gpus[0]
    assert (g.power_limit_w, g.power_default_w, g.power_max_w) == (250, 450, 600)


def test_busy_gpu_process_is_attached_to_its_gpu():
    inv = _inv("a100-busy")
    assert inv.processes == [pr.Process(0, "48211", "python3", 40196)]
    assert inv.gpus[0].memory_used_mib == 40213


def test_missing_driver_is_an_error_not_an_empty_machine():
    inv = _inv("nvidia-driver-missing")
    assert inv.gpus == [] and "couldn't communicate with the NVIDIA driver" in inv.error


def test_pcie_pair_topology():
    assert _inv("rtx4090-2x-pcie").links == {(0, 1): "PHB"}


def test_rocm_smi_json():
    inv = _inv("mi300x-2x")
    assert (inv.vendor, inv.driver, inv.runtime) == ("amd", "6.8.5", "6.2.0")
    assert [g.name for g in inv.gpus] == ["AMD Instinct MI300X OAM"] * 2
    assert inv.gpus[0].memory_total_mib == pytest.approx(206141652992 / 2**20)
    assert inv.gpus[0].power_limit_w == 750
    assert inv.links == {(0, 1): "XGMI"}


def test_npu_smi_table():
    inv = _inv("ascend-910b-2x")
    assert (inv.vendor, inv.driver) == ("ascend", "23.0.6")
    assert [(g.index, g.name, g.memory_total_mib, g.memory_used_mib, g.bus_id) for g in inv.gpus] == [
        (0, "910B3", 65536, 3396, "0000:C1:00.0"), (1, "910B3", 65536, 3395, "0000:01:00.0")]
    assert inv.processes == []


def test_npu_smi_process_rows():
    text = (DATA / "ascend-910b-2x" / "npu-smi-info.txt").read_text().replace(
        "| No running processes found in NPU 0                                                            |",
        "| 0       0                 | 123456        | python3.9                | 2150                    |")
    _, _, procs = pr.parse_npu_smi(text)
    assert procs == [pr.Process(0, "123456", "python3.9", 2150)]


def test_no_tool_at_all(tmp_path):
    with pytest.raises(pr.NoGpuTool):
        pr.probe(pr.ReplayRunner(tmp_path))
    with pytest.raises(pr.NoGpuTool):
        pr.probe(pr.LiveRunner(which=lambda _name: None))


def test_a_hung_tool_is_killed_within_the_timeout():
    start = time.monotonic()
    out = pr.run_with_timeout([sys.executable, "-c", "import time; time.sleep(30)"], timeout_s=0.5)
    assert out.rc == 124 and "did not answer" in out.stderr
    assert time.monotonic() - start < 5


def test_live_runner_records_what_it_ran(tmp_path):
    script = tmp_path / "nvidia-smi"
    script.write_text("#!/bin/sh\necho 'NVIDIA-SMI has failed' >&2\nexit 9\n")
    script.chmod(0o755)
    record = tmp_path / "rec"
    runner = pr.LiveRunner(record=record, which=lambda name: str(script) if name == "nvidia-smi" else None)
    inv = pr.probe(runner)
    assert inv.error == "NVIDIA-SMI has failed"
    assert (record / "nvidia-smi-query.csv.rc").read_text().strip() == "9"
    replayed = pr.probe(pr.ReplayRunner(record))
    assert replayed.gpus == [] and replayed.error


@pytest.mark.parametrize(("product", "mib", "card"), [
    ("NVIDIA H100 80GB HBM3", 81559, "h100-sxm"),
    ("NVIDIA H100 PCIe", 81559, "h100-pcie"),
    ("NVIDIA GeForce RTX 4090", 24564, "rtx-4090"),
    ("NVIDIA GeForce RTX 4090", 49140, "rtx-4090-48g"),  # the board-modified 48 GB card
    ("NVIDIA GeForce RTX 4090 D", 24564, "rtx-4090d"),
    ("NVIDIA A100-SXM4-80GB", 81920, "a100-80g-sxm"),
    ("NVIDIA A100-SXM4-40GB", 40960, "a100-40g"),
    ("NVIDIA A800-SXM4-80GB", 81920, "a800-80g"),
    ("Tesla T4", 15360, "t4"),
    ("NVIDIA L4", 23034, "l4"),
    ("NVIDIA H20", 97871, "h20"),
    ("NVIDIA H200", 143771, "h200"),
    ("AMD Instinct MI300X OAM", 196592, "mi300x"),
    ("910B3", 65536, "ascend-910b"),
    ("Ascend910B", 65536, "ascend-910b"),
    ("NVIDIA H100 NVL", 95830, None),  # not in the knowledge base: unknown, not the nearest
    ("NVIDIA A100-PCIE-40GB", 40960, None),  # only the SXM 40 GB part is on file
    ("910B4", 32768, None),  # the 32 GB bin is not the 64 GB 910B
])
def test_product_strings_to_cards(kb, product, mib, card):
    found = identify(kb, product, mib)
    assert (found.card.id if found.card else None) == card


def test_clean_drops_brand_and_memory_type():
    assert clean("NVIDIA H100 80GB HBM3") == "H100 80GB"
    assert clean("910B3") == "Ascend 910B"


def test_amd_smi_json_both_shapes(tmp_path):
    inv = _inv("mi300x-amd-smi")
    assert (inv.tool, inv.driver, inv.runtime) == ("amd-smi", "6.10.5", "7.0.2")
    g = inv.gpus[0]
    assert (g.name, g.memory_total_mib) == ("AMD Instinct MI300X", 196592)
    assert (g.power_limit_w, g.bus_id) == (750, "0000:05:00.0")
    # older releases print a bare list, sizes sometimes in bytes
    (tmp_path / "amd-smi-static.json").write_text(
        '[{"gpu": 0, "asic": {"market_name": "AMD Instinct MI300X"}, '
        '"vram": {"size": {"value": 206141652992, "unit": "B"}}, "driver": {"version": "6.8.5"}}]')
    old = pr.probe(pr.ReplayRunner(tmp_path))
    assert old.gpus[0].memory_total_mib == pytest.approx(196592, rel=1e-3) and old.driver == "6.8.5"
    (tmp_path / "amd-smi-static.json").write_text("[]")
    assert pr.probe(pr.ReplayRunner(tmp_path)).error == "amd-smi lists no GPU"


OLD_Q = """
==============NVSMI LOG==============

Timestamp                                 : Mon Jan  8 10:00:00 2024
Driver Version                            : 470.199.02
CUDA Version                              : 11.4

Attached GPUs                             : 1
GPU 00000000:00:04.0
    ECC Mode
        Current                           : Enabled
        Pending                           : Enabled
    ECC Errors
        Volatile
            Single Bit
                Device Memory             : 5
                Register File             : 0
                Total                     : 5
            Double Bit
                Device Memory             : 2
                Register File             : 0
                Total                     : 2
        Aggregate
            Single Bit
                Total                     : 9
            Double Bit
                Total                     : 3
    Power Readings
        Power Management                  : Supported
        Power Draw                        : 26.08 W
        Power Limit                       : 70.00 W
        Default Power Limit               : 70.00 W
        Enforced Power Limit              : 60.00 W
        Min Power Limit                   : 60.00 W
        Max Power Limit                   : 70.00 W
"""


def test_older_driver_q_format():
    driver, cuda, blocks = pr.parse_nvidia_q(OLD_Q)
    assert (driver, cuda) == ("470.199.02", "11.4")
    block = blocks["0000:00:04.0"]
    assert pr._volatile_uncorrectable(block) == 2  # the Double Bit total, not total + parts
    assert pr._num(pr._q_value(block, "Enforced Power Limit", "Current Power Limit", "Power Limit")) == 60


def test_a_refused_query_falls_back_to_the_basic_fields():
    inv = _inv("t4-old-driver")
    assert inv.error is None and inv.driver == "418.226.00" and inv.runtime == "10.1"
    g = inv.gpus[0]
    assert (g.name, g.memory_total_mib, g.power_limit_w, g.ecc_enabled, g.ecc_uncorrectable) == (
        "Tesla T4", 15109, 70, True, 0)
    assert g.pcie_width is None  # not asked of an old driver: that check is skipped, not failed
