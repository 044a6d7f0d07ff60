# A Debian release from the root file system that debian-rootfs.sh made (local-bases.sh sends it as rootfs.tar).
FROM scratch
ADD rootfs.tar /
CMD ["bash"]
