"""`gpu-advisor verify`: check a rented GPU on day one against the card that was paid for.

Seed 004 §4 is the procedure: read ``nvidia-smi`` (memory, driver, power limit, other processes),
``nvidia-smi topo -m`` for multi-GPU machines, then a device copy test and a dense matmul, each
held against 70–80 % of the datasheet figure. This package does it without Textual:
``probe`` runs and parses the vendor tools (or replays their recorded output), ``identify``
matches the product string to a card of the knowledge base, ``checks`` turns both into
pass / warn / fail / skipped lines, ``measure`` times the copy and the matmul with an injected
torch module and device, and ``result`` holds the verdict and its JSON (gpu-advisor/verify/v1).
"""
