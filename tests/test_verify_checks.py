"""Every check against every fixture: the verdict a person gets, and why."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

import knowledge
from advisor_tui.verify import checks as ck
from advisor_tui.verify import probe as pr
from advisor_tui.verify.result import SCHEMA, render_text, run_verify
from knowledge.errors import InputError
from tests.verify_fakes import FakeTorch

DATA = Path(__file__).parent / "data" / "verify"


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(())


def _run(kb, case, lang="en", card=None, **kw):
    runner = pr.ReplayRunner(DATA / case)
    return run_verify(kb, runner, pr.probe(runner), lang, card_query=card, recorded=DATA / case, **kw)


def _status(result):
    return {c.id: c.status for c in result.checks}


def test_healthy_h100_node_passes_everything(kb):
    result = _run(kb, "h100-sxm-8x-healthy")
    assert result.verdict == "pass" and result.card.id == "h100-sxm"
    assert _status(result) == {
        "card": "pass", "driver": "pass", "memory": "pass", "power-limit": "pass", "ecc": "pass",
        "processes": "pass", "topology": "pass", "pcie-link": "pass", "framework": "pass",
        "copy-bandwidth": "pass", "matmul": "pass", "allreduce": "pass"}
    copy = next(c for c in result.checks if c.id == "copy-bandwidth")
    assert (copy.measured, copy.expected, copy.unit) == (2811.6, 3350, "GB/s")


def test_healthy_4090(kb):
    result = _run(kb, "rtx4090-healthy")
    assert result.verdict == "pass"
    s = _status(result)
    assert s["ecc"] == "skipped" and s["topology"] == "skipped"  # no ECC on the card; one GPU


def test_power_capped_card_fails_and_says_what_to_do(kb):
    result = _run(kb, "rtx4090-power-capped")
    assert result.verdict == "fail"
    power = next(c for c in result.checks if c.id == "power-limit")
    assert (power.status, power.measured, power.expected) == ("fail", 250, 450)
    assert "250 W of 450 W" in power.text and "provider" in power.text
    assert _status(result)["matmul"] == "warn"  # 63 % of 165 TFLOPS: below the 70 % line


def test_wrong_card_is_the_first_failure(kb):
    result = _run(kb, "h100-pcie-wrong-card", card="h100-sxm")
    assert result.checks[0].id == "card" and result.checks[0].status == "fail"
    assert "h100-pcie" in result.checks[0].text
    # the rest describe the card that is there: its 350 W is not a cap of the SXM's 700 W
    assert result.card.id == "h100-pcie" and _status(result)["power-limit"] == "pass"
    assert result.as_json()["rented"] == "h100-sxm"


def test_right_card_named_passes(kb):
    result = _run(kb, "rtx4090-healthy", card="4090")
    assert result.checks[0].status == "pass" and result.checks[0].expected == "rtx-4090"


def test_unknown_card_name_is_input_error(kb):
    with pytest.raises(InputError, match="unknown card"):
        _run(kb, "rtx4090-healthy", card="zz9000")


def test_missing_driver_fails_on_the_driver(kb):
    result = _run(kb, "nvidia-driver-missing")
    assert result.verdict == "fail" and [c.id for c in result.checks] == ["driver"]
    assert "driver" in result.checks[0].text


def test_busy_gpu(kb):
    result = _run(kb, "a100-busy")
    procs = next(c for c in result.checks if c.id == "processes")
    assert procs.status == "fail" and "python3 (48211)" in procs.text


def test_pcie_pair_passes_with_the_pcie_caveat(kb):
    result = _run(kb, "rtx4090-2x-pcie")
    topo = next(c for c in result.checks if c.id == "topology")
    assert topo.status == "pass" and "PCIe" in topo.text and topo.measured == "PHB × 1"
    assert "trains its link down" in next(c for c in result.checks if c.id == "pcie-link").text


def test_blackwell_on_an_old_driver_fails(kb):
    result = _run(kb, "rtx5090-old-driver")
    driver = next(c for c in result.checks if c.id == "driver")
    assert (driver.status, driver.expected, driver.source) == ("fail", "CUDA ≥ 12.8", "nvidia-blackwell-compat")


def test_amd_mi300x(kb):
    result = _run(kb, "mi300x-2x")
    assert result.card.id == "mi300x" and result.verdict == "pass"
    s = _status(result)
    assert s["topology"] == "pass" and s["driver"] == "skipped" and s["memory"] == "pass"


def test_ascend_910b(kb):
    result = _run(kb, "ascend-910b-2x")
    assert result.card.id == "ascend-910b"
    s = _status(result)
    assert s["memory"] == "pass" and s["processes"] == "pass"  # the idle 3.4 GB of HBM is not a tenant


def test_every_source_cited_exists(kb):
    for case in sorted(p.name for p in DATA.iterdir() if p.is_dir()):
        for check in _run(kb, case).checks:
            if check.source:
                kb.source(check.source)


def _inv(case):
    return pr.probe(pr.ReplayRunner(DATA / case))


def test_sxm_node_with_pcie_pairs_fails(kb):
    inv = _inv("h100-sxm-8x-healthy")
    inv.links[(0, 1)] = "SYS"
    card = kb.card("h100-sxm") if hasattr(kb, "card") else next(c for c in kb.cards if c.id == "h100-sxm")
    check = ck.topology_check("en", inv, card)
    assert check.status == "fail" and "1 GPU pairs" in check.text


def test_cross_socket_pcie_pair_warns(kb):
    inv = _inv("rtx4090-2x-pcie")
    inv.links = {(0, 1): "SYS"}
    card = next(c for c in kb.cards if c.id == "rtx-4090")
    assert ck.topology_check("en", inv, card).status == "warn"


def test_ecc_errors_and_ecc_off(kb):
    card = next(c for c in kb.cards if c.id == "h100-sxm")
    gpus = _inv("h100-sxm-8x-healthy").gpus
    assert ck.ecc_check("en", gpus, card).status == "pass"
    gpus[2].ecc_uncorrectable = 3
    assert ck.ecc_check("en", gpus, card).status == "fail"
    gpus[2].ecc_uncorrectable = 0
    gpus[5].ecc_enabled = False
    assert ck.ecc_check("en", gpus, card).status == "warn"


def test_narrow_pcie_link_warns():
    gpus = _inv("rtx4090-healthy").gpus
    gpus[0].pcie_width = 8
    check = ck.pcie_check("en", gpus)
    assert check.status == "warn" and "x8 of x16" in check.text


def test_memory_slice_fails(kb):
    card = next(c for c in kb.cards if c.id == "a100-80g-sxm")
    gpus = _inv("a100-busy").gpus
    gpus[0].memory_total_mib = 40192  # a MIG 3g.40gb slice
    assert ck.memory_check("en", gpus, card).status == "fail"


@pytest.mark.parametrize(("value", "status"), [(2900, "pass"), (2345, "pass"), (2000, "warn"), (1600, "fail")])
def test_seed_004_lines(value, status):
    check = ck.measured_check("en", "copy-bandwidth", value, 3350, "GB/s", "Device copy", "显存拷贝", "", "")
    assert check.status == status


def test_measurements_run_with_an_injected_torch(kb):
    """Live path on a 2-GPU box: copy, matmul and all-reduce on each device, PyTorch build checked."""
    runner = pr.ReplayRunner(DATA / "h100-sxm-8x-healthy")
    inv = pr.probe(runner)
    inv.gpus = inv.gpus[:2]
    inv.links = {(0, 1): "NV18"}
    torch = FakeTorch(devices=2, op_seconds={"copy": 1.0, "matmul": 1.0, "allreduce": 1.0})
    # seconds per op chosen so the nominal figures come out: 1 GiB buffers, 8192³ products
    result = run_verify(kb, runner, inv, "en", torch_loader=lambda: (torch, ""), clock=torch.clock)
    m = result.measurements
    assert m["copy_gbs"] == pytest.approx(2 * (1 << 30) / 1e9)
    assert m["torch"]["capability"] == [9, 0]
    s = _status(result)
    assert s["framework"] == "pass" and s["copy-bandwidth"] == "fail" and s["allreduce"] == "warn"


def test_pytorch_build_without_kernels_for_blackwell(kb):
    runner = pr.ReplayRunner(DATA / "rtx4090-healthy")
    inv = pr.probe(runner)
    inv.gpus[0] = dataclasses.replace(inv.gpus[0], name="NVIDIA GeForce RTX 5090", memory_total_mib=32607)
    inv.runtime = "12.8"
    torch = FakeTorch(capability=(12, 0), arch_list=("sm_80", "sm_86", "sm_90"),
                      op_seconds={"copy": 1.0, "matmul": 1.0, "allreduce": 1.0})
    result = run_verify(kb, runner, inv, "en", torch_loader=lambda: (torch, ""), clock=torch.clock)
    fw = next(c for c in result.checks if c.id == "framework")
    assert fw.status == "fail" and "sm_120" in fw.text


def test_no_pytorch_says_what_to_install(kb):
    runner = pr.ReplayRunner(DATA / "rtx4090-healthy")
    result = run_verify(kb, runner, pr.probe(runner), "en",
                        torch_loader=lambda: (None, "no-torch"))
    copy = next(c for c in result.checks if c.id == "copy-bandwidth")
    assert copy.status == "skipped" and "pip install torch" in copy.text
    assert result.verdict == "pass"  # the checks still ran


def test_json_contract_and_both_languages(kb):
    for lang in ("en", "zh"):
        result = _run(kb, "rtx4090-power-capped", lang=lang)
        data = result.as_json()
        assert data["schema"] == SCHEMA and data["card"] == "rtx-4090" and data["verdict"] == "fail"
        for check in data["checks"]:
            assert set(check) >= {"id", "status", "measured", "expected", "text"}
            assert check["status"] in ck.STATUSES
        text = render_text(result)
        assert ("结论" in text) == (lang == "zh") and "power-limit" in text


def test_a_failing_measurement_is_a_skipped_line_not_a_crash(kb):
    runner = pr.ReplayRunner(DATA / "a100-busy")
    torch = FakeTorch()

    def oom(*_a, **_k):
        raise RuntimeError("CUDA out of memory. Tried to allocate 1.00 GiB")

    torch.empty = oom
    result = run_verify(kb, runner, pr.probe(runner), "en", torch_loader=lambda: (torch, ""), clock=torch.clock)
    copy = next(c for c in result.checks if c.id == "copy-bandwidth")
    assert copy.status == "skipped" and "out of memory" in copy.text and "processes" in copy.text
    # the other language, rendered from the same run, says the same
    zh = run_verify(kb, runner, pr.probe(runner), "zh", given=result.measurements)
    assert "实测失败" in next(c for c in zh.checks if c.id == "copy-bandwidth").text


def test_rocm_build_is_not_held_to_cuda_archs(kb):
    runner = pr.ReplayRunner(DATA / "mi300x-2x")
    torch = FakeTorch(devices=2, capability=(9, 4), arch_list=("gfx90a", "gfx942"),
                      op_seconds={"copy": 1.0, "matmul": 1.0, "allreduce": 1.0})
    torch.version.hip = "6.2.41133"
    result = run_verify(kb, runner, pr.probe(runner), "en", torch_loader=lambda: (torch, ""), clock=torch.clock)
    assert "framework" not in _status(result) and result.measurements["torch"]["hip"] == "6.2.41133"


def test_a_card_without_fast_fp16_is_measured_in_fp32(kb):
    runner = pr.ReplayRunner(DATA / "rtx4090-healthy")
    inv = pr.probe(runner)
    inv.gpus[0] = dataclasses.replace(inv.gpus[0], name="Tesla P40", memory_total_mib=24576)
    torch = FakeTorch(op_seconds={"copy": 1.0, "matmul": 1.0, "allreduce": 1.0})
    result = run_verify(kb, runner, inv, "en", torch_loader=lambda: (torch, ""), clock=torch.clock)
    assert result.card.id == "p40" and "float32" in result.measurements["matmul_detail"]
    assert next(c for c in result.checks if c.id == "matmul").expected == 12
