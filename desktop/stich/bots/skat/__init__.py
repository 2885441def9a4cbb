"""The Skat bots: rules for ``easy`` and ``medium``, determinized search for ``hard``."""
