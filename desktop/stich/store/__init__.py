"""The storage layer: saves, custom presets, hand history, statistics, settings and logs.

Plain files and SQLite under one data folder (the UI passes Qt's ``AppDataLocation``); no Qt
here, so everything is tested headless. ``docs/storage.md`` describes the API.
"""
