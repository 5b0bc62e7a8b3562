"""One module per subcommand: ``HELP``, ``configure(parser)``, ``run(args, ctx) -> int``."""
