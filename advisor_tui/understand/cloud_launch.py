"""A cloud launcher or a config's cloud field says the cards are rented (heldout75 #19): a SkyPilot task "I was about to
`sky launch`" with "cloud: aws" under its resources, "sky jobs launch train.yaml", "provider: gcp", "dstack apply" with
"backends: [aws]", "用 skypilot 在 aws 上起". Read only where nothing else said rent or buy (keywords' last look)."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy

_CLOUDS = (r"aws|gcp|azure|lambda(?:[_ ]?labs|[_ ]?cloud)?|runpod|oci|ibm|vast(?:ai|\.ai)?|fluidstack|paperspace|cudo"
           r"|nebius|coreweave|lambdalabs|scaleway|ovh|hyperstack|aliyun|alibaba|tencentcloud")
CLOUD_LAUNCH = _lazy(
    # the launcher's own command: SkyPilot's "sky launch" / "sky jobs launch" / "sky serve up", dstack's backends
    r"(?<![a-z])sky\s(?:jobs\s|spot\s)?launch(?![a-z])|(?<![a-z])sky\sserve\sup(?![a-z])"
    # a config's cloud field: "cloud: aws", "provider: gcp", "backends: [aws, gcp]", "infra: aws/us-east-1"
    rf"|(?<![a-z_])(?:cloud|provider|backends?|infra)\s?[:=]\s?[\"'\[]?\s?(?:{_CLOUDS})(?![a-z])"
    # said in words: "用 skypilot 在 aws 上起", "launched through SkyPilot on GCP"
    rf"|skypilot[^.。\n]{{0,24}}?(?:{_CLOUDS})(?![a-z])")
