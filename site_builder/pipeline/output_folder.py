"""Writing, the build's last stage: the rendered files into a fresh folder, swapped in whole."""
from __future__ import annotations

import os
import pathlib
import shutil
import tempfile


def write_files(files: dict[str, bytes | pathlib.Path], output_dir: pathlib.Path, link: bool = False) -> None:
    """Write into a fresh folder beside the output, then swap it in: a failed write leaves the old site.
    With `link` (the preview's builds, each in a folder of its own that nothing edits), a file copied
    from elsewhere (the runtime's, 10 MB) is a hard link to it where the file system allows."""
    output_dir = output_dir.resolve()
    output_dir.parent.mkdir(parents=True, exist_ok=True)
    staging = pathlib.Path(tempfile.mkdtemp(prefix=f".{output_dir.name}.", dir=output_dir.parent))
    try:
        folders: set[pathlib.Path] = set()
        for path, content in files.items():
            target = staging / path
            if target.parent not in folders:
                target.parent.mkdir(parents=True, exist_ok=True)
                folders.add(target.parent)
            if isinstance(content, pathlib.Path):
                copy_file(content, target, link)
            else:
                target.write_bytes(content)
        for folder in [staging, *sorted(p for p in staging.rglob("*") if p.is_dir())]:
            os.chmod(folder, 0o755)
        if output_dir.exists():
            old = pathlib.Path(tempfile.mkdtemp(prefix=f".{output_dir.name}.old.", dir=output_dir.parent))
            os.rename(output_dir, old / "site")
            os.rename(staging, output_dir)
            shutil.rmtree(old)
        else:
            os.rename(staging, output_dir)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def copy_file(source: pathlib.Path, target: pathlib.Path, link: bool) -> None:
    if link:
        try:
            os.link(source, target)
            return
        except OSError:  # another file system, or one without hard links: copied
            pass
    shutil.copyfile(source, target)
