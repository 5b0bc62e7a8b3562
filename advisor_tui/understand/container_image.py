"""A container image in a deployment file is no picture (heldout75 #15, a Helm values file): "replicaCount: 1\nimage:\n
  repository: vllm/vllm-openai\n  tag: v0.9.2" read "1 image" as a picture for a vision model, and the task conflicted
with the served model's. The key "image:" with its repository / tag / pullPolicy lines under it, "image:
vllm/vllm-openai:v0.9.2" (docker-compose, Kubernetes), and "docker image" / "container image" / "Docker 镜像" are
claimed whole: no count, no task, no model in them."""

from __future__ import annotations

import re

from advisor_tui.understand.reader import _Reader

_IMAGE_KEY = re.compile(
    # the key with its fields under it, indented: Helm values, a Kubernetes manifest
    r"^[ \t]*(?:-[ \t]+)?image:[ \t]*\n(?:[ \t]+(?:repository|registry|tag|pullpolicy|digest|name)[ \t]*:[^\n]*\n?)+"
    # the key with a registry path or a tag as its value: "image: vllm/vllm-openai:v0.9.2", "image: nginx:1.25"
    r"|(?<![a-z_])image[ \t]*:[ \t]*[\"']?(?=[^\s\"']*[/:])[a-z0-9][\w.-]*(?:/[\w.-]+)*(?::[\w.-]+)?"
    # said in words
    r"|(?<![a-z])(?:docker|container|oci) images?(?![a-z])|(?:docker|容器)\s?镜像", re.M)


def claim_container_images(r: _Reader) -> None:
    for m in _IMAGE_KEY.finditer(r.t):
        r.claim(r.kw, m.start(), m.end())
        r.claim(r.numeric, m.start(), m.end())
